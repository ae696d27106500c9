/**
 * The form page the endpoint sends back for a post made without JavaScript
 * (src/worker/refusedPage.ts) carries the visitor's entry in the controls' markup and each refusal
 * as nodes and attributes of its own, marked so: this module is where the two sides agree.
 */

/** On each node the endpoint added: the refusals and their summary. */
export const REFUSAL_NODE = 'data-refusal';
/** On each control the endpoint marked invalid: its `aria-describedby` as the page had it (may be empty). */
export const REFUSED_CONTROL = 'data-refused';
