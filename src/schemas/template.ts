import { matching } from './matching.ts';

/**
 * Words with `{placeholders}` the site fills in, e.g. "{n} of {total}". Each placeholder must stay
 * (rewording around them is free); the editor and the build both refuse an entry that drops one.
 */
export function template(placeholders: readonly string[]) {
  const named = placeholders.map((name) => `{${name}}`);
  const pattern = new RegExp(`^${placeholders.map((name) => `(?=[\\s\\S]*\\{${name}\\})`).join('')}`);
  const rule = `Keep ${named.join(', ')}: the site fills ${named.length > 1 ? 'them' : 'it'} in.`;
  return matching(pattern, rule).min(1);
}
