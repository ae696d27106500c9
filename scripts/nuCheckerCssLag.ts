/**
 * CSS findings of the Nu HTML Checker (scripts/nuChecker.ts) that are its own lag behind CSS that
 * browsers ship, not mistakes of ours: each is left out of the count, and nothing else is. Only
 * messages that start with "CSS: " are ever matched against this list: an HTML error always counts.
 * Remove an entry when the checker learns the feature (the check says when one no longer matches).
 */
export interface CssLag {
  /** The checker's whole message, with --asciiquotes. */
  message: RegExp;
  /** When the message alone says too little (a bare "Parse Error"), the page's source up to and including the reported column. */
  before?: RegExp;
}

export const cssLag: readonly CssLag[] = [
  // Container queries (CSS Containment 3; every engine since 2023): the card lists lay themselves
  // out by their own width. The checker knows neither the at-rule nor the property.
  { message: /^CSS: Unrecognized at-rule '@container'$/ },
  { message: /^CSS: 'container-type': Property 'container-type' doesn't exist\.$/ },
  // Entry transitions of the menus and dialogs (CSS Transitions 2; every engine since 2024):
  // @starting-style and `transition-behavior: allow-discrete` in the transition shorthand.
  { message: /^CSS: Unrecognized at-rule '@starting-style'$/ },
  { message: /^CSS: 'transition': 'allow-discrete' is not a 'transition' value\.$/ },
];
