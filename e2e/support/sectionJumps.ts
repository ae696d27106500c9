/**
 * What the section-jump checks share (the Playwright spec and the cross-engine scenario): the
 * targets, on a module, a suite and a case-study page, the home page and the form, and the
 * in-page measurement.
 */
import type { Target } from '../engines/browser.ts';
import { landing, ui } from '../../src/test/siteContent.ts';

/** Stands for the page's last FAQ question, whose words are the content's to change. */
export const lastFaqQuestion = 'the last FAQ question';

export const jumpTargets: readonly { path: string; name: string; target: Target | typeof lastFaqQuestion }[] = [
  { path: '/room-booking', name: 'the last FAQ question', target: lastFaqQuestion },
  { path: '/room-booking', name: 'the footer', target: { role: 'contentinfo' } },
  { path: '/club-suite', name: 'the footer', target: { role: 'contentinfo' } },
  { path: '/iic', name: 'the conclusion', target: { role: 'heading', name: ui.caseStudy.conclusion } },
  { path: '/iic', name: 'the footer', target: { role: 'contentinfo' } },
  // Just below drawings laid out only near the screen (the home video poster, the form's footer art).
  { path: '/', name: 'the section after the video', target: { role: 'heading', name: landing.clientsSection.heading } },
  { path: '/form', name: 'the footer', target: { role: 'contentinfo' } },
];

/** Runs in the page: the words of the last FAQ question. */
export function lastQuestionText(): string {
  return [...document.querySelectorAll('details > summary')].at(-1)?.textContent?.trim() ?? '';
}

/**
 * Runs in the page (serialised): scrolls `element` to the top of the view in one jump from where
 * the page is, then watches it for a second, every animation frame. Gives how far it moved at most
 * on screen and in the page.
 */
export function watchAfterJump(element: HTMLElement): Promise<{ onScreen: number; inPage: number }> {
  return new Promise((resolve) => {
    element.scrollIntoView({ block: 'start' });
    const place = () => {
      const top = element.getBoundingClientRect().top;
      return { onScreen: top, inPage: top + window.scrollY };
    };
    const first = place();
    const moved = { onScreen: 0, inPage: 0 };
    const started = performance.now();
    const watch = () => {
      const now = place();
      moved.onScreen = Math.max(moved.onScreen, Math.abs(now.onScreen - first.onScreen));
      moved.inPage = Math.max(moved.inPage, Math.abs(now.inPage - first.inPage));
      if (performance.now() - started < 1000) requestAnimationFrame(watch);
      else resolve(moved);
    };
    requestAnimationFrame(watch);
  });
}
