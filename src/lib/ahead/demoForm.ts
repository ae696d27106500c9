/**
 * The demo form is the page the site exists to bring visitors to, and every page links to it, so
 * once a page has settled Chromium is asked to prerender it straight away (an `immediate` rule),
 * not only when the visitor points at a link to it: a click on Request a Demo then shows a page
 * that is already drawn. It is one of the page's documents fetched ahead (fetchAhead.ts).
 */
import { formPath } from '../../urls';

export const demoFormRulesJson = JSON.stringify({ prerender: [{ urls: [formPath], eagerness: 'immediate' }] });
