// @vitest-environment jsdom
import { ui } from '../../test/siteContent';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { fillTemplate } from '../../lib/fillTemplate';
import { markSending, saveDraft } from '../../browser/contact/draft';
import { SENDING_KEY } from '../../lib/contact/storageKeys';
import { emptyForm } from '../../lib/contact/fields';
import { keepDraftBeforeHydration } from '../../browser/contact/keepDraftBeforeHydration';
import { fieldLimits } from '../../lib/contact/limits';
import { SUBMIT_TIMEOUT_MS } from '../../lib/contact/sendOutcome';
import { riseformPath } from '../../urls';
import ContactForm from './ContactForm';
import { descriptionOf, endpoint, field, fillInValidly, props, renderForm, select, standInForEndpoint, submitButton } from './formTestKit';

standInForEndpoint();

/**
 * The form, rendered and validly filled in, with the endpoint's next answer held back until the
 * test gives it.
 */
async function filledFormAwaitingAnswer(): Promise<{ form: HTMLElement; answer: (response: Response) => void }> {
  let answer: (response: Response) => void = () => undefined;
  endpoint.fetch.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
  await renderForm(<ContactForm {...props} />);
  fillInValidly();
  return { form: submitButton().closest('form') ?? document.body, answer: (response) => answer(response) };
}

describe('ContactForm', () => {
  it('is clickable from the server HTML, posts only to the site’s own endpoint without its script, and keeps what was typed before it hydrated', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ContactForm {...props} />);
    document.body.append(container);
    // Never disabled: a disabled button swallows the click that client:interaction replays.
    expect(within(container).getByRole('button', { name: 'Submit' }).hasAttribute('disabled')).toBe(false);
    // Without its script the browser posts the form to the site's own endpoint, never elsewhere (ContactForm.noJs.test.tsx).
    expect(container.querySelector('form')?.getAttribute('action')).toBe(riseformPath);
    within(container).getByRole<HTMLInputElement>('textbox', { name: 'Name' }).value = 'Asha Rao';
    within(container).getByRole<HTMLSelectElement>('combobox', { name: 'Country' }).value = 'India';

    render(<ContactForm {...props} />, { container, hydrate: true });

    expect(field('Name').value).toBe('Asha Rao');
    expect(field('Phone country code').value).toBe('91');
  });

  it('tidies a number typed and left before it hydrated, and leaves one still being typed alone', async () => {
    for (const stillTyping of [false, true]) {
      const container = document.createElement('div');
      container.innerHTML = renderToString(<ContactForm {...props} />);
      document.body.append(container);
      const number = within(container).getByRole<HTMLInputElement>('textbox', { name: 'Phone number' });
      number.value = '+1 (202) 555-0143';
      if (stillTyping) number.focus();
      else within(container).getByRole<HTMLInputElement>('textbox', { name: 'Address' }).focus();

      const { unmount } = render(<ContactForm {...props} />, { container, hydrate: true });
      await act(async () => {
        await import('../../lib/contact/phoneRules');
        await new Promise((resolve) => setTimeout(resolve, 0));
      });

      expect(field('Phone country code').value).toBe(stillTyping ? '' : '1');
      expect(field('Phone number').value).toBe(stillTyping ? '+1 (202) 555-0143' : '2025550143');
      unmount();
      container.remove();
      sessionStorage.clear();
    }
  });

  it('on an empty submit, lists every problem in a focused summary and marks the fields invalid', async () => {
    await renderForm(<ContactForm {...props} />);

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
    expect(endpoint.fetch).not.toHaveBeenCalled();

    fireEvent.click(within(summary).getByRole('link', { name: 'Enter your company name.' }));
    expect(document.activeElement).toBe(field('Company Name'));
    fireEvent.change(field('Company Name'), { target: { value: 'Lakeview Resort' } });
    expect(field('Company Name').hasAttribute('aria-invalid')).toBe(false);
    expect(within(summary).getAllByRole('link')).toHaveLength(8);
  });

  it('sends the trimmed fields once as JSON, frozen while sending, then thanks the visitor and clears the form', async () => {
    const { form, answer } = await filledFormAwaitingAnswer();

    // A double click's second half arrives while the first request is still out.
    fireEvent.submit(form);
    fireEvent.submit(form);

    expect(screen.getByRole('button', { name: 'Sending…' }).getAttribute('aria-busy')).toBe('true');
    expect(endpoint.fetch).toHaveBeenCalledTimes(1);
    // The boxes show what is being sent, trimmed, and cannot change until the answer.
    expect(field('Name').value).toBe('Asha Rao');
    expect(field('Name').readOnly).toBe(true);
    fireEvent.change(select('Requirement'), { target: { value: 'Support or Training' } });
    expect(select('Requirement').value).toBe('Product Pricing');
    const [url, init] = endpoint.fetch.mock.calls[0] ?? [];
    const sentTo = new URL(String(url));
    expect([sentTo.origin + sentTo.pathname, init?.method]).toEqual(['https://forms.example.com/riseform', 'POST']);
    // Where the lead came from travels in the query, beside the ten fields (src/lib/leadSource).
    expect(sentTo.searchParams.get('form_page')).toBe(window.location.pathname);
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
    expect(endpoint.fetch).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('group', { name: 'Please check your entries' })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Your form has been submitted successfully.');
  });

  it('sends nothing for a submit that lands after the answer but before the thanks is drawn', async () => {
    const { form, answer } = await filledFormAwaitingAnswer();
    fireEvent.submit(form);

    // The answer is handled outside React's batching, as in a browser: the form on screen (and
    // the submit handler it was drawn with) is still the one that sent, until React draws again.
    answer(new Response(null, { status: 200 }));
    for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
    expect(field('Name').value).toBe('Asha Rao');
    fireEvent.submit(form);

    await act(async () => undefined);
    expect(endpoint.fetch).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status').textContent).toBe('Your form has been submitted successfully.');
  });

  it('keeps everything typed when the endpoint refuses or cannot be reached', async () => {
    endpoint.fetch.mockResolvedValueOnce(new Response(null, { status: 500 }));
    await renderForm(<ContactForm {...props} />);
    fillInValidly();

    fireEvent.click(submitButton());
    expect(await screen.findByText('Failed to submit the form. Please try again.')).toBe(screen.getByRole('alert'));
    expect(screen.getByRole('link', { name: 'info@example.com' }).getAttribute('href')).toBe('mailto:info@example.com');
    expect(field('Name').value).toBe('Asha Rao');
    expect(select('Requirement').value).toBe('Product Pricing');

    endpoint.fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    fireEvent.click(submitButton());
    expect(await screen.findByText('An error occurred. Please try again.')).toBe(screen.getByRole('alert'));
    expect(field('Email ID').value).toBe('asha@lakeview.example');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('sends a filled trap flagged, with the same ten fields, and reports what the endpoint said', async () => {
    await renderForm(<ContactForm {...props} />);
    fillInValidly();
    fireEvent.change(screen.getByLabelText('Leave this field empty'), { target: { value: 'https://spam.example' } });

    fireEvent.click(submitButton());

    expect(await screen.findByText('Your form has been submitted successfully.')).toBeTruthy();
    expect(endpoint.fetch).toHaveBeenCalledTimes(1);
    const [url, init] = endpoint.fetch.mock.calls[0] ?? [];
    const sentTo = new URL(String(url));
    expect(sentTo.origin + sentTo.pathname).toBe('https://forms.example.com/riseform');
    expect(sentTo.searchParams.getAll('flag')).toEqual(['trap-filled']);
    expect(Object.keys(JSON.parse(String(init?.body)))).toHaveLength(10);
  });

  it('tidies a pasted international number into the two boxes when the visitor leaves the box', async () => {
    await renderForm(<ContactForm {...props} />);
    fireEvent.change(field('Phone number'), { target: { value: '+1 (202) 555-0143' } });
    fireEvent.blur(field('Phone number'));
    expect(field('Phone country code').value).toBe('1');
    expect(field('Phone number').value).toBe('2025550143');
  });

  it('keeps a country code the visitor typed when a country is chosen afterwards', async () => {
    await renderForm(<ContactForm {...props} />);
    fireEvent.change(field('Phone country code'), { target: { value: '44' } });
    fireEvent.change(select('Country'), { target: { value: 'India' } });
    expect(field('Phone country code').value).toBe('44');
  });

  it('works with no draft when the browser blocks storage', async () => {
    const blocked = vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    await renderForm(<ContactForm {...props} />);
    fireEvent.change(field('Name'), { target: { value: 'Asha Rao' } });
    expect(field('Name').value).toBe('Asha Rao');
    expect(screen.queryByText('Unexpected Application Error!')).toBeNull();
    blocked.mockRestore();
  });

  it('reads a number by the chosen country’s rules, showing the result in the boxes', async () => {
    await renderForm(<ContactForm {...props} />);
    fireEvent.change(select('Country'), { target: { value: 'Singapore' } });
    fireEvent.change(field('Phone number'), { target: { value: '6123 4567' } });
    fireEvent.blur(field('Phone number'));
    expect(field('Phone country code').value).toBe('65');
    expect(field('Phone number').value).toBe('61234567');
  });

  it('marks both consent boxes required while the setting requires the marketing one, and only the policy otherwise', async () => {
    const { unmount } = await renderForm(<ContactForm {...props} />);
    for (const name of [/Keep me informed/, /privacy policy/])
      expect(screen.getByRole('checkbox', { name }).closest('label')?.textContent?.endsWith(ui.contactForm.required)).toBe(true);
    unmount();
    await renderForm(<ContactForm {...props} requireMarketingConsent={false} />);
    expect(screen.getByRole('checkbox', { name: /Keep me informed/ }).hasAttribute('required')).toBe(false);
    expect(
      screen
        .getByRole('checkbox', { name: /Keep me informed/ })
        .closest('label')
        ?.textContent?.endsWith(ui.contactForm.optional),
    ).toBe(true);
    expect(
      screen
        .getByRole('checkbox', { name: /privacy policy/ })
        .closest('label')
        ?.textContent?.endsWith(ui.contactForm.required),
    ).toBe(true);
  });

  it('calls a request with no answer in time possibly arrived, says when it went out, keeps everything, and says so again after a reload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    endpoint.fetch.mockImplementationOnce(
      (_url, init) => new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    );
    const { unmount } = await renderForm(<ContactForm {...props} />);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    fillInValidly();
    fireEvent.click(submitButton());
    await act(() => vi.advanceTimersByTimeAsync(SUBMIT_TIMEOUT_MS));
    const said = screen.getByRole('status').textContent;
    const template = new RegExp(
      `^${ui.contactMessages.outcome.unanswered
        .replace(/[.*+?^$()|[\]\\]/gu, '\\$&')
        .replace('{seconds}', String(SUBMIT_TIMEOUT_MS / 1000))
        .replace('{email}', 'asha@lakeview.example')
        .replace('{time}', '\\d{1,2}:\\d{2}\\s[AP]M')}$`,
      'u',
    );
    expect(said).toMatch(template);
    expect(screen.getByRole('alert').textContent).toBe('');
    expect(field('Name').value).toBe('Asha Rao');
    expect(sessionStorage.getItem(SENDING_KEY)).not.toBeNull();
    vi.useRealTimers();
    unmount();

    await renderForm(<ContactForm {...props} />);
    expect(await screen.findByText(/may already have reached us/)).toBe(screen.getByRole('status'));
    // The draft comes back in its own tick, which a busy machine may run after the message.
    expect(await screen.findByDisplayValue('Asha Rao')).toBe(field('Name'));
  });

  it('tells a visitor whose page reloaded while sending that the request may have arrived, and when', async () => {
    // Noon, so the minute before is the same day whenever the test runs.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 10, 26, 12, 0) });
    const sentAt = Date.now() - 60_000;
    saveDraft(sessionStorage, { ...emptyForm, name: 'Asha Rao', email: 'asha@lakeview.example' }, sentAt);
    markSending(sessionStorage, sentAt);
    await renderForm(<ContactForm {...props} />);
    const time = new Intl.DateTimeFormat('en', { timeStyle: 'short' }).format(sentAt);
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      fillTemplate(ui.contactMessages.outcome.interrupted, { time, email: 'asha@lakeview.example' }),
    );
    expect(field('Name').value).toBe('Asha Rao');
  });

  it('forgets that a request is out once an answer comes', async () => {
    await renderForm(<ContactForm {...props} />);
    fillInValidly();
    fireEvent.click(submitButton());
    expect(await screen.findByText(ui.contactMessages.outcome.success)).toBeTruthy();
    expect(sessionStorage.getItem(SENDING_KEY)).toBeNull();
  });

  it('calls a 201 or 204 a success and clears the form', async () => {
    for (const status of [201, 204]) {
      endpoint.fetch.mockResolvedValueOnce(new Response(null, { status }));
      const { unmount } = await renderForm(<ContactForm {...props} />);
      fillInValidly();
      fireEvent.click(submitButton());
      expect(await screen.findByText(ui.contactMessages.outcome.success)).toBe(screen.getByRole('status'));
      expect(field('Name').value).toBe('');
      unmount();
    }
  });

  it('unticks both boxes when Back or Forward brings the page back from the browser’s cache', async () => {
    await renderForm(<ContactForm {...props} />);
    fillInValidly();
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    });
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /Keep me informed/ }).checked).toBe(false);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /privacy policy/ }).checked).toBe(false);
    expect(field('Name').value).toBe(' Asha Rao ');
  });

  it('after a pasted megabyte, refused, does work at each keystroke bounded by the limit, not by the text', async () => {
    await renderForm(<ContactForm {...props} />);
    // As the page starts it (client:draft), the draft kept from the first keystroke before React loads.
    const form = submitButton().closest('form');
    if (form === null) throw new Error('The contact form has no form element');
    onTestFinished(keepDraftBeforeHydration(form));
    fillInValidly();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    // What a keystroke costs that grows with the text: the text handed to grapheme segmentation
    // (V8 and JavaScriptCore take time in the whole text for each character they yield), and the
    // text written to storage.
    let segmented = 0;
    let stored = 0;
    vi.spyOn(Intl.Segmenter.prototype, 'segment').mockImplementation((input: string): Intl.Segments => {
      segmented += input.length;
      return {
        containing: () => undefined,
        *[Symbol.iterator](): Generator<Intl.SegmentData, undefined> {
          for (let index = 0; index < input.length; index += 1) yield { segment: input.charAt(index), index, input };
          return undefined;
        },
      };
    });
    const setItem = Storage.prototype.setItem;
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key: string, value: string) {
      stored += value.length;
      setItem.call(this, key, value);
    });
    const megabyte = 'Four hotels, होटल 🏨, one stay. '.repeat(2 ** 15);
    fireEvent.input(field(/^Message/), { target: { value: megabyte } });
    expect(field(/^Message/).getAttribute('aria-invalid')).toBe('true');

    segmented = 0;
    stored = 0;
    fireEvent.input(field(/^Message/), { target: { value: `${megabyte}.` } });
    expect(field(/^Message/).getAttribute('aria-invalid')).toBe('true');
    expect(segmented, 'text segmented at one keystroke').toBeLessThanOrEqual(10 * fieldLimits.message);
    expect(stored, 'text stored at one keystroke').toBeLessThanOrEqual(fieldLimits.message);
  });

  it('waits for the phone rules when Submit comes before them, then checks by them and sends once', async () => {
    render(<ContactForm {...props} />);
    fillInValidly();
    fireEvent.change(select('Country'), { target: { value: 'Singapore' } });
    fireEvent.change(field('Phone country code'), { target: { value: '65' } });
    fireEvent.change(field('Phone number'), { target: { value: '6123 4567' } });
    fireEvent.click(submitButton());
    fireEvent.click(submitButton());
    expect(await screen.findByText(ui.contactMessages.outcome.success)).toBe(screen.getByRole('status'));
    expect(endpoint.fetch).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(endpoint.fetch.mock.calls[0]?.[1]?.body))).toMatchObject({
      phoneCode: '65',
      phone: '61234567',
      country: 'Singapore',
    });
  });
});
