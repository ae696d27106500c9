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

/** Characters that show nothing: zero-width spaces and joiners, format characters, the byte order mark. */
const invisible = /[\p{Default_Ignorable_Code_Point}\p{Cf}]/gu;

/** The full stops East Asian keyboards type (ideographic, full-width and half-width), which IDNA reads as dots. */
const wideFullStop = /[\u3002\uFF0E\uFF61]/gu;

/**
 * The address as it will be sent and shown: invisible characters (a zero-width space pasted from a
 * chat or a web page) removed, full-width forms from an East Asian keyboard (`ｐｒｉｙａ＠ｈｏｔｅｌ．ｊｐ`)
 * folded to ASCII, and the domain in Unicode's compatibility form (NFKC, as IDNA maps it). The
 * local part keeps every other character as typed: a mailbox name may be case- and
 * form-sensitive. An internationalised domain stays as the visitor wrote it, in Unicode or xn--.
 */
export function tidyEmail(value: string): string {
  const folded = value
    .replace(invisible, '')
    .replace(wideFullStop, '.')
    .replace(/[\uFF01-\uFF5E]/gu, (char) => String.fromCodePoint((char.codePointAt(0) ?? 0) - 0xfee0))
    .trim();
  const at = folded.lastIndexOf('@');
  return at < 0 ? folded : `${folded.slice(0, at)}@${folded.slice(at + 1).normalize('NFKC')}`;
}
