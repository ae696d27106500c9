import { textFields } from './fields';
import { REFUSAL_NODE, REFUSED_CONTROL } from './refusalMarks';

/**
 * Makes the form again what React rendered, keeping the entry, before React hydrates it: the
 * endpoint's refusals go (React renders no error before the visitor presses Submit, and hydrating
 * over nodes it did not render would fail), and each value is set as if typed, so hydration, which
 * resets the controls' default values to the empty form it rendered, keeps what the page shows and
 * the form adopts it as typed before hydration (typedBeforeHydration.ts). Submit judges it again
 * by the same rules.
 */
export function takeServerAnswer(form: HTMLFormElement): void {
  for (const node of form.querySelectorAll(`[${REFUSAL_NODE}]`)) node.remove();
  for (const control of form.querySelectorAll(`[${REFUSED_CONTROL}]`)) {
    const describedBy = control.getAttribute(REFUSED_CONTROL) ?? '';
    if (describedBy === '') control.removeAttribute('aria-describedby');
    else control.setAttribute('aria-describedby', describedBy);
    control.removeAttribute('aria-invalid');
    control.removeAttribute(REFUSED_CONTROL);
  }
  for (const field of textFields) {
    const control = form.elements.namedItem(field);
    if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) {
      // Setting it marks the value as the visitor's (HTML's dirty value flag).
      const { value } = control;
      control.value = value;
    }
  }
}
