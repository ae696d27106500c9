import { emptyForm, textFields, type ContactForm } from './fields';

/** The form controls the contact form reads by name. */
interface NamedControls {
  namedItem(name: string): unknown;
}

const hasValue = (control: unknown): control is { value: string } =>
  typeof control === 'object' && control !== null && 'value' in control && typeof control.value === 'string';
const hasChecked = (control: unknown): control is { checked: boolean } =>
  typeof control === 'object' && control !== null && 'checked' in control && typeof control.checked === 'boolean';

/**
 * The entry exactly as the form's boxes show it right now, whether React has hydrated them yet or
 * not (read only before React owns the entry: on hydration, and by the draft kept until then). A
 * missing control reads as empty.
 */
export function shownInForm(controls: NamedControls): ContactForm {
  const shown: ContactForm = { ...emptyForm };
  for (const field of textFields) {
    const control = controls.namedItem(field);
    if (hasValue(control)) shown[field] = control.value;
  }
  for (const box of ['subscribe', 'policyAgree'] as const) {
    const control = controls.namedItem(box);
    if (hasChecked(control)) shown[box] = control.checked;
  }
  return shown;
}

/**
 * What a visitor typed, chose or ticked in the server-rendered form before it hydrated. The server
 * renders the empty form, so any control whose value differs from it was changed by the visitor;
 * React keeps those values in the DOM while hydrating, and this hands them to its state.
 */
export function typedBeforeHydration(controls: NamedControls): Partial<ContactForm> {
  const shown = shownInForm(controls);
  return Object.fromEntries(Object.entries(shown).filter(([key, value]) => value !== emptyForm[key as keyof ContactForm]));
}
