/**
 * The HTML standard's "valid e-mail address" (the rule `<input type="email">` applies), which
 * already refuses empty domain labels (`a@.b`, `a@b..c`, a trailing dot) and characters such as
 * `<`, `>` or spaces. https://html.spec.whatwg.org/multipage/input.html#valid-e-mail-address
 */
const htmlEmail =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** A deliverable-looking address: the HTML rule, plus a domain of at least two labels (`name@company.com`). */
export function isValidEmail(value: string): boolean {
  return htmlEmail.test(value) && value.slice(value.indexOf('@') + 1).includes('.');
}
