/**
 * The cross-engine scenario list: what a visitor does on every kind of page, run alike in
 * Firefox and WebKit, and in Chromium where it depends on prerendering (e2e/engines/suite.ts).
 */
import { carouselScenarios } from './carousel.ts';
import { compareSuitesScenarios } from './compareSuites.ts';
import { contactFormScenarios } from './contactForm.ts';
import { faqScenarios } from './faq.ts';
import { leadSourceScenarios } from './leadSource.ts';
import { navigationScenarios } from './navigation.ts';
import { neverTwiceScenarios } from './neverTwice.ts';
import { noJavaScriptScenarios } from './noJavaScript.ts';
import { pageScenarios } from './pages.ts';
import { sectionJumpScenarios } from './sectionJumps.ts';
import { textSizeScenarios } from './textSize.ts';
import type { Scenario } from './scenario.ts';
import { videoScenarios } from './video.ts';

export const scenarios: readonly Scenario[] = [
  ...pageScenarios,
  ...sectionJumpScenarios,
  ...navigationScenarios,
  ...faqScenarios,
  ...compareSuitesScenarios,
  ...carouselScenarios,
  ...videoScenarios,
  ...contactFormScenarios,
  ...neverTwiceScenarios,
  ...leadSourceScenarios,
  ...noJavaScriptScenarios,
  ...textSizeScenarios,
];
