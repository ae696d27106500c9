/** The video facade swaps in the player on click, in every engine. */
import assert from 'node:assert/strict';
import { expectHydrated, expectValue } from '../expect.ts';
import { landing, ui } from '../../../src/test/siteContent.ts';
import { fillTemplate } from '../../../src/lib/fillTemplate.ts';
import { desktop, type Scenario } from './scenario.ts';

/** Runs in the page: the embedded player, if any: where it points and its title. */
function player(): { src: string; title: string } | null {
  const frame = document.querySelector<HTMLIFrameElement>('iframe[src*="youtube-nocookie.com/embed/"]');
  return frame ? { src: frame.src, title: frame.title } : null;
}

export const videoScenarios: Scenario[] = [
  {
    name: 'the video facade swaps in the player on click and loads nothing before',
    async run(browser) {
      await browser.open('/', desktop);
      await expectHydrated(browser, 'VideoFacade');
      assert.equal(await browser.evaluate(player), null, 'no player before the click');
      // Live, its name is the play label alone: no note of a new tab.
      await browser.click({ role: 'link', name: fillTemplate(ui.video.play, { title: landing.video.title }) });
      await expectValue('the player is in place, named', async () => Boolean((await browser.evaluate(player))?.title), true);
    },
  },
];
