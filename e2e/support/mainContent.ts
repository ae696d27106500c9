import type { Page } from '@playwright/test';

/** What the page's main content says and links. */
export interface MainContent {
  headings: string[];
  links: string[];
  words: number;
}

/** The headings, link targets and word count of the page's main content, hidden slides included. */
export function mainContent(page: Page): Promise<MainContent> {
  return page.getByRole('main').evaluate((live) => {
    // What only shows without JavaScript (<noscript>: the form page's e-mail/phone notice) is extra.
    const main = live.cloneNode(true) as Element;
    for (const extra of main.querySelectorAll('noscript')) extra.remove();
    const text = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();
    return {
      headings: [...main.querySelectorAll('h1, h2, h3, h4')].map(text),
      links: [...main.querySelectorAll('a[href]')].map((link) => (link as HTMLAnchorElement).href).sort(),
      words: text(main).split(' ').length,
    };
  });
}
