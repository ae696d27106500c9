import { TRAP_NAME } from '../../lib/contact/trap';

export { TRAP_NAME };

/** What the trap holds right now, typed before or after hydration (it is left uncontrolled). */
export function trapValue(form: HTMLFormElement | null): string {
  const control = form?.elements.namedItem(TRAP_NAME);
  return control instanceof HTMLInputElement ? control.value : '';
}
