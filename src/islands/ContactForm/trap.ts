/**
 * The anti-bot trap's field name: meaningless on purpose, so neither a browser's autofill nor a
 * password manager takes it for a website, e-mail or name field and fills it for a person.
 */
export const TRAP_NAME = 'contact-x7';

/** What the trap holds right now, typed before or after hydration (it is left uncontrolled). */
export function trapValue(form: HTMLFormElement | null): string {
  const control = form?.elements.namedItem(TRAP_NAME);
  return control instanceof HTMLInputElement ? control.value : '';
}
