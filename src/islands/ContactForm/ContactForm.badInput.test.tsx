// @vitest-environment jsdom
/**
 * Every class of bad input (src/test/contactBadInput.ts) through the island: refused with its
 * message beside the field, kept as typed and nothing sent, and gone once put right; or tidied in
 * the boxes on leaving the number and sent exactly as shown.
 */
import { ui } from '../../test/siteContent';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { countryOptions } from '../../lib/contact/countries';
import { refusedInput, tidiedNumbers } from '../../test/contactBadInput';
import ContactForm from './ContactForm';
import { descriptionOf, endpoint, fillInValidly, props, renderForm, select, standInForEndpoint, submitButton } from './formTestKit';

const labels = ui.contactForm;
const everyCountry = { ...props, countries: countryOptions() };
/** A text box or a list, by its accessible name. */
const control = (name: string | RegExp): HTMLInputElement | HTMLSelectElement =>
  screen.queryByRole<HTMLInputElement>('textbox', { name }) ?? screen.getByRole<HTMLSelectElement>('combobox', { name });

standInForEndpoint();

describe('ContactForm with bad input', () => {
  for (const row of refusedInput(ui)) {
    it(`refuses ${row.class} beside the field, keeps it as typed and sends nothing`, async () => {
      await renderForm(<ContactForm {...everyCountry} />);
      fillInValidly();
      const box = control(row.field);
      const valid = box.value;
      if (row.tamper && box instanceof HTMLSelectElement) box.add(new Option(row.value, row.value));
      fireEvent.change(box, { target: { value: row.value } });
      fireEvent.click(submitButton());

      const summary = screen.getByRole('group', { name: labels.summaryTitle });
      expect(document.activeElement).toBe(summary);
      expect(
        within(summary)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual([row.message]);
      expect(box.getAttribute('aria-invalid')).toBe('true');
      expect(descriptionOf(box).endsWith(row.message)).toBe(true);
      expect(box.value).toBe(row.tamper ? row.value : row.value.trim());
      expect(endpoint.fetch).not.toHaveBeenCalled();

      // Put right, the message and the summary go.
      fireEvent.change(box, { target: { value: valid } });
      expect(box.hasAttribute('aria-invalid')).toBe(false);
      expect(screen.queryByRole('group', { name: labels.summaryTitle })).toBeNull();
    });
  }

  for (const row of tidiedNumbers) {
    it(`tidies ${row.class} in the boxes on leaving the number and sends exactly what they show`, async () => {
      await renderForm(<ContactForm {...everyCountry} />);
      fillInValidly();
      // A visitor from that country, choosing it before typing their number.
      fireEvent.change(control(labels.phoneNumberName), { target: { value: '' } });
      fireEvent.change(select(labels.country), { target: { value: row.country ?? 'India' } });
      if (row.typed.code !== undefined) fireEvent.change(control(labels.phoneCodeName), { target: { value: row.typed.code } });
      fireEvent.change(control(labels.phoneNumberName), { target: { value: row.typed.number } });
      fireEvent.blur(control(labels.phoneNumberName));

      expect(control(labels.phoneCodeName).value).toBe(row.shown.code);
      expect(control(labels.phoneNumberName).value).toBe(row.shown.number);
      fireEvent.click(submitButton());
      expect(endpoint.fetch).toHaveBeenCalledTimes(1);
      expect(JSON.parse(String(endpoint.fetch.mock.calls[0]?.[1]?.body))).toMatchObject({
        country: row.country ?? 'India',
        phoneCode: row.shown.code,
        phone: row.shown.number,
      });
    });
  }
});
