/**
 * Drops from a page's inline stylesheets the rules of Astro components the page does not draw.
 * Astro bundles a route's CSS from every component the route imports, so each of the ten module
 * pages carried the styles of all ten product screens and each suite page those of screens it does
 * not show (issue 47: 22 KB of a module page's 64 KB of inline CSS). A scoped rule
 * (`.line[data-astro-cid-vu5jhsxr]`) can only match an element with that attribute, and only the
 * server writes it: on a page without it the rule is dead weight the browser parses on every load.
 */
import { createHash } from 'node:crypto';
import postcss, { type Container, type Rule } from 'postcss';

const scopeAttribute = /\[data-astro-cid-(\w+)\]/g;

/** The component scopes whose elements are in the page (its markup, not its stylesheets). */
export function scopesInMarkup(html: string): Set<string> {
  const markup = html.replace(/<style\b[^>]*>[\s\S]*?<\/style>/g, '');
  return new Set([...markup.matchAll(/\sdata-astro-cid-(\w+)/g)].map((match) => match[1] ?? ''));
}

/** The selector with every parenthesised part taken out: `:not(…)`, `:is(…)` may match without their scope. */
function outsideParentheses(selector: string): string {
  let depth = 0;
  let kept = '';
  for (const character of selector) {
    if (character === '(') depth += 1;
    if (depth === 0) kept += character;
    if (character === ')') depth = Math.max(0, depth - 1);
  }
  return kept;
}

/** Whether a selector requires the scope of a component the page does not draw. */
function needsAbsentScope(selector: string, present: ReadonlySet<string>): boolean {
  return [...outsideParentheses(selector).matchAll(scopeAttribute)].some((match) => !present.has(match[1] ?? ''));
}

/** Removes at-rules (a media query, a container query) that pruning left empty, deepest first. */
function removeEmpty(container: Container): void {
  container.each((node) => {
    if (node.type !== 'atrule' || !node.nodes) return;
    removeEmpty(node);
    if (node.nodes.length === 0) node.remove();
  });
}

/** The stylesheet without the rules, and selectors of a list, that need a scope not in `present`. */
export function pruneScopedCss(css: string, present: ReadonlySet<string>): string {
  const root = postcss.parse(css);
  // A keyframe's selector (`0%`, `to`) names no scope, so keyframes are kept as they are.
  root.walkRules((rule: Rule) => {
    const live = rule.selectors.filter((selector) => !needsAbsentScope(selector, present));
    if (live.length === 0) rule.remove();
    else if (live.length < rule.selectors.length) rule.selector = live.join(',');
  });
  removeEmpty(root);
  return root.toString();
}

/** A CSP source expression for a style's text, as Astro writes it. */
export function styleHash(css: string): string {
  return `'sha256-${createHash('sha256').update(css).digest('base64')}'`;
}

/**
 * The page with each inline stylesheet pruned to the components it draws, and the hash of each
 * changed stylesheet replaced in its Content-Security-Policy `<meta>`. Fails when a changed
 * stylesheet's hash is not in the policy: the page would lose its styles.
 */
export function prunePage(html: string): string {
  const present = scopesInMarkup(html);
  let page = html;
  for (const [whole, open, css] of html.matchAll(/(<style\b[^>]*>)([\s\S]*?)<\/style>/g)) {
    if (!css?.includes('[data-astro-cid-')) continue;
    const pruned = pruneScopedCss(css, present);
    if (pruned === css) continue;
    const [before, after] = [styleHash(css), styleHash(pruned)];
    if (!page.includes(before)) throw new Error(`an inline stylesheet's hash ${before} is not in the page's Content-Security-Policy`);
    page = page.replace(whole, () => `${open}${pruned}</style>`).replace(before, () => after);
  }
  return page;
}
