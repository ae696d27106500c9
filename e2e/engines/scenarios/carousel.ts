/**
 * The testimonial carousel on a phone, in every engine: it advances by itself, jumps by its dots,
 * and stops once paused. Real time here (no engine but Chromium lets a test move the clock), so the
 * scenario waits for the 5 s rotation; that a paused carousel stays put however long it waits is
 * the unit test's, with a clock it moves (src/islands/Carousel/Carousel.test.tsx).
 */
import type { EngineBrowser, Target } from '../browser.ts';
import { expectHydrated, expectState, expectValue } from '../expect.ts';
import { testimonials, ui } from '../../../src/test/siteContent.ts';
import { fillTemplate } from '../../../src/lib/fillTemplate.ts';
import { phone, type Scenario } from './scenario.ts';

const carousel: Target = { role: 'region', name: ui.carousel.testimonials };
const dot = (n: number): Target => ({ role: 'button', name: fillTemplate(ui.carousel.goTo, { n }), within: carousel });
const last = testimonials.length;

/** The number (1-based) of the dot marked current. */
async function currentDot(browser: EngineBrowser): Promise<number> {
  for (let n = 1; n <= last; n += 1) if ((await browser.inspect(dot(n))).attributes['aria-current'] === 'true') return n;
  return 0;
}

/**
 * Whether the slides are announced as they change (aria-live polite), as they are once rotation
 * stops, or left to the visitor (off) while it rotates (WAI-ARIA's carousel pattern).
 */
const announced = (browser: EngineBrowser): Promise<string | null> =>
  browser.evaluateOn(carousel, (region) => region.querySelector('[aria-live]')?.getAttribute('aria-live') ?? null);

/** Takes the pointer and focus off the carousel, which otherwise hold it still, and lets the page draw that. */
async function letGo(browser: EngineBrowser): Promise<void> {
  await browser.moveMouse(5, 5);
  await browser.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await browser.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

export const carouselScenarios: Scenario[] = [
  {
    name: 'the testimonial carousel advances every 5 s, jumps by its dots and stays paused',
    async run(browser) {
      await browser.open('/form', phone);
      await expectHydrated(browser, 'TestimonialCarousel');
      await expectValue('the first testimonial shows', () => currentDot(browser), 1);
      await expectValue('the carousel moves on by itself', () => currentDot(browser), 2, 8_000);
      await browser.click(dot(last));
      await expectValue('the last dot jumps to the last testimonial', () => currentDot(browser), last);
      const lastSlide = fillTemplate(ui.carousel.slide, { n: last, total: last });
      await expectState(browser, { role: 'group', name: lastSlide, within: carousel }, 'shows', (state) => state.visible);
      await browser.click({ role: 'button', name: ui.carousel.pause, within: carousel });
      await expectState(browser, { role: 'button', name: ui.carousel.play, within: carousel }, 'offers to start again', () => true);
      await letGo(browser);
      await expectValue('the paused carousel stops rotating: its slides are announced', () => announced(browser), 'polite', 0);
      await expectValue('the paused carousel stays on the last testimonial', () => currentDot(browser), last, 0);
      await browser.click({ role: 'button', name: ui.carousel.play, within: carousel });
      await letGo(browser);
      await expectValue('playing again moves on', () => currentDot(browser), 1, 8_000);
    },
  },
];
