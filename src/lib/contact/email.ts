/**
 * The HTML standard's "valid e-mail address" (the rule `<input type="email">` applies), which
 * already refuses empty domain labels (`a@.b`, `a@b..c`, a trailing dot) and characters such as
 * `<`, `>` or spaces. https://html.spec.whatwg.org/multipage/input.html#valid-e-mail-address
 */
const htmlEmail =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/**
 * The domain in the ASCII form DNS uses (`müller-hotels.de` → `xn--mller-hotels-vhb.de`), as
 * the URL parser converts it; undefined where it is no host name at all. Chromium's e-mail box
 * hands over this form, Firefox's and WebKit's the Unicode one: both must pass.
 */
function asciiDomain(domain: string): string | undefined {
  // Characters the URL parser would read as the end of the host, or percent-decode, are no domain.
  if (domain === '' || /[/?#\\%@:[\]\s]/u.test(domain)) return undefined;
  try {
    return new URL(`http://${domain}`).hostname;
  } catch {
    return undefined;
  }
}

/**
 * A deliverable-looking address: the HTML rule, plus a domain of at least two labels
 * (`name@company.com`). An internationalised domain is checked in its ASCII form.
 */
export function isValidEmail(value: string): boolean {
  const at = value.lastIndexOf('@');
  const domain = value.slice(at + 1);
  const ascii = /^[\x21-\x7e]*$/u.test(domain) ? domain : asciiDomain(domain);
  return at > 0 && ascii !== undefined && htmlEmail.test(`${value.slice(0, at)}@${ascii}`) && ascii.includes('.');
}
