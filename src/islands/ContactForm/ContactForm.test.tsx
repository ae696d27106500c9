// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ui } from '../../content/ui';
import ContactForm from './ContactForm';
import type { ContactFormProps } from './types';

// As ContactFormSection.astro passes them, with two countries instead of every one.
const props: ContactFormProps = {
  endpoint: 'https://forms.example.com/riseform',
  countries: [
    { name: 'India', callingCode: '91' },
    { name: 'United States', callingCode: '1' },
  ],
  requirements: ui.contactRequirements,
  requireMarketingConsent: true,
  privacyPolicyUrl: 'https://www.example.com/privacy-policy',
  reachUs: { email: 'info@example.com', phone: '+1 202-555-0143', phoneHref: '+12025550143' },
  labels: { ...ui.contactForm, newTab: ui.footer.newTab },
  messages: ui.contactMessages,
};

const field = (name: string | RegExp): HTMLInputElement => screen.getByRole('textbox', { name });
const select = (name: string): HTMLSelectElement => screen.getByRole('combobox', { name });
const submitButton = (): HTMLElement => screen.getByRole('button', { name: 'Submit' });
/** The text a control's aria-describedby points at: its hint and its error. */
const descriptionOf = (control: HTMLElement): string =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

function fillInValidly(): void {
  fireEvent.change(field('Name'), { target: { value: ' Asha Rao ' } });
  fireEvent.change(field('Company Name'), { target: { value: 'Lakeview Resort' } });
  fireEvent.change(field('Email ID'), { target: { value: 'asha@lakeview.example' } });
  fireEvent.change(select('Country'), { target: { value: 'India' } });
  fireEvent.change(field('Phone number'), { target: { value: '9876543210' } });
  fireEvent.change(field('Address'), { target: { value: '12 Lake Road, Udaipur' } });
  fireEvent.change(select('Requirement'), { target: { value: 'Product Pricing' } });
  fireEvent.click(screen.getByRole('checkbox', { name: /Keep me informed/ }));
  fireEvent.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
}

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(async () => new Response(null, { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

/**
 * The form, rendered and validly filled in, with the endpoint's next answer held back until the
 * test gives it.
 */
function filledFormAwaitingAnswer(): { form: HTMLElement; answer: (response: Response) => void } {
  let answer: (response: Response) => void = () => undefined;
  fetchMock.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
  render(<ContactForm {...props} />);
  fillInValidly();
  return { form: submitButton().closest('form') ?? document.body, answer: (response) => answer(response) };
}

describe('ContactForm', () => {
  it('is clickable from the server HTML, cannot post natively, and keeps what was typed before it hydrated', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ContactForm {...props} />);
    document.body.append(container);
    // Never disabled: a disabled button swallows the click that client:interaction replays.
    expect(within(container).getByRole('button', { name: 'Submit' }).hasAttribute('disabled')).toBe(false);
    expect(container.querySelector('form')?.getAttribute('method')).toBe('dialog');
    within(container).getByRole<HTMLInputElement>('textbox', { name: 'Name' }).value = 'Asha Rao';
    within(container).getByRole<HTMLSelectElement>('combobox', { name: 'Country' }).value = 'India';

    render(<ContactForm {...props} />, { container, hydrate: true });

    expect(field('Name').value).toBe('Asha Rao');
    expect(field('Phone country code').value).toBe('91');
  });

  it('on an empty submit, lists every problem in a focused summary and marks the fields invalid', () => {
    render(<ContactForm {...props} />);

    fireEvent.click(submitButton());

    const summary = screen.getByRole('group', { name: 'Please check your entries' });
    expect(document.activeElement).toBe(summary);
    expect(within(summary).getAllByRole('link')).toHaveLength(9);
    for (const name of ['Name', 'Company Name', 'Email ID', 'Phone country code', 'Phone number', 'Address'])
      expect(field(name).getAttribute('aria-invalid')).toBe('true');
    expect(select('Country').getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(select('Country'))).toBe('Choosing one fills in the phone code. Choose your country.');
    expect(field(/^Role \/ Designation/).hasAttribute('aria-invalid')).toBe(false);
    expect(descriptionOf(field('Email ID'))).toBe('Enter your e-mail address.');
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.click(within(summary).getByRole('link', { name: 'Enter your company name.' }));
    expect(document.activeElement).toBe(field('Company Name'));
    fireEvent.change(field('Company Name'), { target: { value: 'Lakeview Resort' } });
    expect(field('Company Name').hasAttribute('aria-invalid')).toBe(false);
    expect(within(summary).getAllByRole('link')).toHaveLength(8);
  });

  it('sends the trimmed fields once as JSON, frozen while sending, then thanks the visitor and clears the form', async () => {
    const { form, answer } = filledFormAwaitingAnswer();

    // A double click's second half arrives while the first request is still out.
    fireEvent.submit(form);
    fireEvent.submit(form);

    expect(screen.getByRole('button', { name: 'Sending…' }).getAttribute('aria-busy')).toBe('true');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // The boxes show what is being sent, trimmed, and cannot change until the answer.
    expect(field('Name').value).toBe('Asha Rao');
    expect(field('Name').readOnly).toBe(true);
    fireEvent.change(select('Requirement'), { target: { value: 'Support or Training' } });
    expect(select('Requirement').value).toBe('Product Pricing');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect([url, init?.method]).toEqual(['https://forms.example.com/riseform', 'POST']);
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Asha Rao',
      companyName: 'Lakeview Resort',
      role: '',
      email: 'asha@lakeview.example',
      phone: '9876543210',
      phoneCode: '91',
      country: 'India',
      address: '12 Lake Road, Udaipur',
      requirement: 'Product Pricing',
      message: '',
    });

    await act(async () => answer(new Response(null, { status: 200 })));
    expect(screen.getByRole('status').textContent).toBe('Your form has been submitted successfully.');
    expect(document.activeElement).toBe(document.getElementById('contact-outcome'));
    expect(field('Name').value).toBe('');
    expect(field('Name').readOnly).toBe(false);

    // Submitting the cleared form again neither sends nor swaps the thanks for errors.
    fireEvent.click(submitButton());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('group', { name: 'Please check your entries' })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Your form has been submitted successfully.');
  });

  it('sends nothing for a submit that lands after the answer but before the thanks is drawn', async () => {
    const { form, answer } = filledFormAwaitingAnswer();
    fireEvent.submit(form);

    // The answer is handled outside React's batching, as in a browser: the form on screen (and
    // the submit handler it was drawn with) is still the one that sent, until React draws again.
    answer(new Response(null, { status: 200 }));
    for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
    expect(field('Name').value).toBe('Asha Rao');
    fireEvent.submit(form);

    await act(async () => undefined);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status').textContent).toBe('Your form has been submitted successfully.');
  });

  it('keeps everything typed when the endpoint refuses or cannot be reached', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 500 }));
    render(<ContactForm {...props} />);
    fillInValidly();

    fireEvent.click(submitButton());
    expect(await screen.findByText('Failed to submit the form. Please try again.')).toBe(screen.getByRole('alert'));
    expect(screen.getByRole('link', { name: 'info@example.com' }).getAttribute('href')).toBe('mailto:info@example.com');
    expect(field('Name').value).toBe('Asha Rao');
    expect(select('Requirement').value).toBe('Product Pricing');

    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fireEvent.click(submitButton());
    expect(await screen.findByText('An error occurred. Please try again.')).toBe(screen.getByRole('alert'));
    expect(field('Email ID').value).toBe('asha@lakeview.example');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('sends a filled trap flagged, with the same ten fields, and reports what the endpoint said', async () => {
    render(<ContactForm {...props} />);
    fillInValidly();
    fireEvent.change(screen.getByLabelText('Leave this field empty'), { target: { value: 'https://spam.example' } });

    fireEvent.click(submitButton());

    expect(await screen.findByText('Your form has been submitted successfully.')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('https://forms.example.com/riseform?flag=trap-filled');
    expect(Object.keys(JSON.parse(String(init?.body)))).toHaveLength(10);
  });

  it('tidies a pasted international number into the two boxes when the visitor leaves the box', () => {
    render(<ContactForm {...props} />);
    fireEvent.change(field('Phone number'), { target: { value: '+1 (202) 555-0143' } });
    fireEvent.blur(field('Phone number'));
    expect(field('Phone country code').value).toBe('1');
    expect(field('Phone number').value).toBe('2025550143');
  });

  it('keeps a country code the visitor typed when a country is chosen afterwards', () => {
    render(<ContactForm {...props} />);
    fireEvent.change(field('Phone country code'), { target: { value: '44' } });
    fireEvent.change(select('Country'), { target: { value: 'India' } });
    expect(field('Phone country code').value).toBe('44');
  });

  it('works with no draft when the browser blocks storage', () => {
    const blocked = vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    render(<ContactForm {...props} />);
    fireEvent.change(field('Name'), { target: { value: 'Asha Rao' } });
    expect(field('Name').value).toBe('Asha Rao');
    expect(screen.queryByText('Unexpected Application Error!')).toBeNull();
    blocked.mockRestore();
  });
});
