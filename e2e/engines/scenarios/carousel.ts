/**
 * The testimonial carousel on a phone, in every engine: it advances by itself, jumps by its dots,
 * and stays put once paused. Real time here (no engine but Chromium lets a test move the clock),
 * so the scenario waits for the 5 s rotation once.
 */
import type { EngineBrowser, Target } from '../browser.ts';
import { expectHydrated, expectState, expectValue } from '../expect.ts';
import { phone, type Scenario } from './scenario.ts';

const carousel: Target = { role: 'region', name: 'Client testimonials' };
const dot = (n: number): Target => ({ role: 'button', name: `Show item ${n}`, within: carousel });

/** The number (1-based) of the dot marked current. */
async function currentDot(browser: EngineBrowser): Promise<number> {
  for (const n of [1, 2, 3]) if ((await browser.inspect(dot(n))).attributes['aria-current'] === 'true') return n;
  return 0;
}

/** Takes the pointer and focus off the carousel, which otherwise hold it still. */
async function letGo(browser: EngineBrowser): Promise<void> {
  await browser.moveMouse(5, 5);
  await browser.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

export const carouselScenarios: Scenario[] = [
  {
    name: 'the testimonial carousel advances every 5 s, jumps by its dots and stays paused',
    async run(browser) {
      await browser.open('/form', phone);
      await expectHydrated(browser, 'TestimonialCarousel');
      await expectValue('the first testimonial shows', () => currentDot(browser), 1);
      await expectValue('the carousel moves on by itself', () => currentDot(browser), 2, 8_000);
      await browser.click(dot(3));
      await expectValue('the third dot jumps to the third testimonial', () => currentDot(browser), 3);
      await expectState(browser, { role: 'group', name: '3 of 3', within: carousel }, 'shows', (state) => state.visible);
      await browser.click({ role: 'button', name: 'Pause rotation', within: carousel });
      await expectState(browser, { role: 'button', name: 'Start rotation', within: carousel }, 'offers to start again', () => true);
      await letGo(browser);
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      await expectValue('the paused carousel stays on the third testimonial', () => currentDot(browser), 3, 0);
      await browser.click({ role: 'button', name: 'Start rotation', within: carousel });
      await letGo(browser);
      await expectValue('playing again moves on', () => currentDot(browser), 1, 8_000);
    },
  },
];
