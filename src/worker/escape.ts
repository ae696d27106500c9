/** Text made safe to write into HTML, as an element's content or a quoted attribute's value. */
export const escapeHtml = (text: string): string =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');

/**
 * An attribute's value as the page's markup has it, read back as text: the entities React and
 * escapeHtml write (HTMLRewriter hands attributes over undecoded).
 */
export const unescapeHtml = (markup: string): string =>
  markup
    .replaceAll('&quot;', '"')
    .replace(/&#(?:39|x27);/g, "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

/**
 * A value for HTMLRewriter's setAttribute, which escapes quotes but not ampersands: without this a
 * visitor's literal "&amp;" would come back as "&".
 */
export const attributeValue = (text: string): string => text.replaceAll('&', '&amp;');
