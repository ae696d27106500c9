/** Speculation Rules added from a script once the page has settled (their text: src/lib/aheadRules.ts). */

/** Adds a rule set to `document`'s head. */
export function addRuleSet(document: Document, json: string): void {
  const script = document.createElement('script');
  script.type = 'speculationrules';
  script.textContent = json;
  document.head.append(script);
}
