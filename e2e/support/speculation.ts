import type { Page } from '@playwright/test';

/** A link of the page, and whether the Speculation Rules prerender it on intent. */
export interface SpeculatedLink {
  href: string;
  /** A jump within this page. */
  samePage: boolean;
  /** Another page of this site, in this tab. */
  sameSite: boolean;
  covered: boolean;
}

/**
 * Every link of the page, matched against the page's Speculation Rules as the browser matches
 * them (URLPattern for href_matches, CSS for selector_matches, with and/not): covered when a
 * moderate document prerender rule takes it.
 */
export function speculatedLinks(page: Page): Promise<SpeculatedLink[]> {
  return page.evaluate(() => {
    type Where = { and?: Where[]; not?: Where; href_matches?: string; selector_matches?: string };
    const script = document.querySelector('script[type="speculationrules"]');
    type Rule = { source: string; where: Where; eagerness: string };
    const rules = JSON.parse(script?.textContent ?? '{}') as { prerender?: Rule[] };
    const matches = (where: Where, link: HTMLAnchorElement): boolean => {
      if (where.and) return where.and.every((part) => matches(part, link));
      if (where.not) return !matches(where.not, link);
      if (where.href_matches) return new URLPattern(where.href_matches, document.baseURI).test(link.href);
      if (where.selector_matches) return link.matches(where.selector_matches);
      return false;
    };
    return [...document.querySelectorAll('a[href]')].map((element) => {
      const link = element as HTMLAnchorElement;
      const url = new URL(link.href);
      return {
        href: link.getAttribute('href') ?? '',
        samePage: url.origin === location.origin && url.pathname === location.pathname && url.hash !== '',
        sameSite: url.origin === location.origin && link.target !== '_blank',
        covered: (rules.prerender ?? []).some(
          (rule) => rule.eagerness === 'moderate' && rule.source === 'document' && matches(rule.where, link),
        ),
      };
    });
  });
}
