/**
 * The anti-bot trap's field name: meaningless on purpose, so neither a browser's autofill nor a
 * password manager takes it for a website, e-mail or name field and fills it for a person. The
 * form draws it; the endpoint reads it from a post sent without JavaScript.
 */
export const TRAP_NAME = 'contact-x7';
