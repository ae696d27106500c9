// @vitest-environment jsdom
/**
 * Every lead arrives once, as typed, and the visitor is told the truth: the code stays the
 * visitor's, the e-mail and text arrive clean and as shown, and every answer (or its absence) is
 * reported for what it is.
 */
import { ui } from '../../test/siteContent';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { markSending, saveDraft } from '../../browser/contact/draft';
import { FORM_CHANNEL, recordKey, SENDING_KEY, SUBMISSION_ID_KEY } from '../../lib/contact/storageKeys';
import { emptyForm } from '../../lib/contact/fields';
import { fillTemplate } from '../../lib/fillTemplate';
import { lockManager } from '../../test/lockManager';
import ContactForm from './ContactForm';
import { descriptionOf, endpoint, field, fillInValidly, props, renderForm, select, standInForEndpoint, submitButton } from './formTestKit';

standInForEndpoint();

const { outcome: outcomes, field: fieldMessages } = ui.contactMessages;
const sentBody = (call = 0): Record<string, string> =>
  JSON.parse(String(endpoint.fetch.mock.calls[call]?.[1]?.body)) as Record<string, string>;
/** A template as the visitor reads it, whatever time of day it names. */
const filled = (template: string, values: Record<string, string>): RegExp =>
  new RegExp(
    `^${fillTemplate(template, { ...values, time: '\u0000' })
      .replace(/[.*+?^$()|[\]\\{}]/gu, '\\$&')
      .replace('\u0000', '\\d{1,2}:\\d{2}\\s[AP]M')}$`,
    'u',
  );

describe('ContactForm: the phone code is the visitor’s', () => {
  it('keeps the code a number was typed under when the country changes, asks which is right, and sends it once confirmed', async () => {
    await renderForm(<ContactForm {...props} />);
    fillInValidly();
    expect(field('Phone country code').value).toBe('91');
    fireEvent.change(select('Country'), { target: { value: 'Singapore' } });
    expect(field('Phone country code').value).toBe('91');

    fireEvent.click(submitButton());
    const asked = fillTemplate(fieldMessages.phoneCodeMismatch, { code: '91', owner: 'India', country: 'Singapore' });
    expect(descriptionOf(field('Phone country code'))).toContain(asked);
    expect(endpoint.fetch).not.toHaveBeenCalled();

    fireEvent.click(submitButton());
    expect(await screen.findByText(outcomes.success)).toBeTruthy();
    expect(sentBody()).toMatchObject({ country: 'Singapore', phoneCode: '91', phone: '9876543210' });
  });

  it('fills the code from the country while no number is typed, and never over a code the visitor typed', async () => {
    await renderForm(<ContactForm {...props} />);
    fireEvent.change(select('Country'), { target: { value: 'India' } });
    fireEvent.change(select('Country'), { target: { value: 'Singapore' } });
    expect(field('Phone country code').value).toBe('65');
    fireEvent.change(field('Phone country code'), { target: { value: '91' } });
    fireEvent.change(select('Country'), { target: { value: 'United States' } });
    expect(field('Phone country code').value).toBe('91');
  });
});

describe('ContactForm: what is typed arrives as shown', () => {
  it('shows the e-mail cleaned of invisible and full-width characters on leaving the box, and sends that', async () => {
    await renderForm(<ContactForm {...props} />);
    fillInValidly();
    fireEvent.change(field('Email ID'), { target: { value: 'priya\u200B＠lotushotels.in' } });
    fireEvent.blur(field('Email ID'));
    expect(field('Email ID').value).toBe('priya@lotushotels.in');
    fireEvent.click(submitButton());
    expect(await screen.findByText(outcomes.success)).toBeTruthy();
    expect(sentBody().email).toBe('priya@lotushotels.in');
  });

  it('sends an internationalised domain as typed, from a box that does not rewrite it', async () => {
    await renderForm(<ContactForm {...props} />);
    fillInValidly();
    expect(field('Email ID').getAttribute('type')).toBe('text');
    expect(field('Email ID').getAttribute('inputmode')).toBe('email');
    fireEvent.change(field('Email ID'), { target: { value: 'info@müller-hotels.de' } });
    fireEvent.click(submitButton());
    expect(await screen.findByText(outcomes.success)).toBeTruthy();
    expect(sentBody().email).toBe('info@müller-hotels.de');
  });

  it('removes half an emoji from a name and a message, shows it removed and sends well-formed text', async () => {
    await renderForm(<ContactForm {...props} />);
    fillInValidly();
    fireEvent.change(field('Name'), { target: { value: 'Asha \uD83D' } });
    fireEvent.change(field(/^Message/), { target: { value: 'Loved it \uD83D\uDE00\uDE00' } });
    fireEvent.click(submitButton());
    expect(await screen.findByText(outcomes.success)).toBeTruthy();
    const body = endpoint.fetch.mock.calls[0]?.[1]?.body;
    expect(String(body)).not.toMatch(/\\ud[89a-f]/iu);
    expect(sentBody()).toMatchObject({ name: 'Asha', message: 'Loved it 😀' });
  });

  it('takes a US number with an extension and a vanity number, showing the digits', async () => {
    await renderForm(<ContactForm {...props} />);
    fillInValidly();
    fireEvent.change(field('Phone number'), { target: { value: '' } });
    fireEvent.change(select('Country'), { target: { value: 'United States' } });
    fireEvent.change(field('Phone number'), { target: { value: '1-800-FLOWERS x12' } });
    fireEvent.blur(field('Phone number'));
    expect(field('Phone number').value).toBe('8003569377 x12');
    fireEvent.click(submitButton());
    expect(await screen.findByText(outcomes.success)).toBeTruthy();
    expect(sentBody()).toMatchObject({ phoneCode: '1', phone: '8003569377 x12' });
  });
});

describe('ContactForm: the visitor is told what is known', () => {
  it('calls a request that left and broke "may already have reached us", not an error, and keeps saying so after a reload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    endpoint.fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { unmount } = await renderForm(<ContactForm {...props} />);
    fillInValidly();
    fireEvent.click(submitButton());
    expect(await screen.findByText(filled(outcomes.lost, { email: 'asha@lakeview.example' }))).toBe(screen.getByRole('status'));
    expect(screen.getByRole('alert').textContent).toBe('');
    expect(screen.getByRole('link', { name: 'info@example.com' })).toBeTruthy();
    expect(sessionStorage.getItem(SENDING_KEY)).not.toBeNull();
    unmount();
    await renderForm(<ContactForm {...props} />);
    expect(screen.getByRole('status').textContent).toMatch(/may already have reached us/);
  });

  it('says Back, not reload, to a visitor who went Back while sending and returned', async () => {
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ type: 'back_forward' } as PerformanceNavigationTiming]);
    saveDraft(sessionStorage, { ...emptyForm, name: 'Asha Rao', email: 'asha@lakeview.example' }, Date.now() - 1_000);
    markSending(sessionStorage, Date.now() - 1_000);
    await renderForm(<ContactForm {...props} />);
    expect(screen.getByRole('status').textContent).toMatch(filled(outcomes.left, { email: 'asha@lakeview.example' }));
  });

  it('says Back, not a broken connection, when Back and Forward bring the page back from the cache while a request was out', async () => {
    await renderForm(<ContactForm {...props} />);
    fillInValidly();
    markSending(sessionStorage, Date.now() - 1_000);
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    });
    expect(screen.getByRole('status').textContent).toMatch(filled(outcomes.left, { email: 'asha@lakeview.example' }));
  });

  it('shows the message of a field the endpoint refused beside it, names it in the alert, and drops it once edited', async () => {
    endpoint.fetch.mockResolvedValueOnce(
      Response.json({ errors: [{ field: 'email', message: 'This domain does not accept mail.' }] }, { status: 422 }),
    );
    await renderForm(<ContactForm {...props} />);
    fillInValidly();
    fireEvent.click(submitButton());
    expect(await screen.findByText(fillTemplate(outcomes.refused, { fields: ui.contactForm.email }))).toBe(screen.getByRole('alert'));
    const beside = fillTemplate(fieldMessages.refusedByEndpoint, { reason: 'This domain does not accept mail.' });
    expect(descriptionOf(field('Email ID'))).toContain(beside);
    expect(field('Email ID').getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(field('Email ID'), { target: { value: 'asha@lakeview.example.com' } });
    expect(descriptionOf(field('Email ID'))).not.toContain(beside);
  });

  it('tells a second tab holding the same entry that the other tab sent it, keeps its entry, and sends nothing at Submit', async () => {
    sessionStorage.setItem(SUBMISSION_ID_KEY, 'entry-1');
    await renderForm(<ContactForm {...props} />);
    fillInValidly();
    const otherTab = new BroadcastChannel(FORM_CHANNEL);
    otherTab.postMessage({ from: 'other-tab', submissionId: 'entry-1', record: { state: 'left', at: Date.now() } });
    otherTab.close();
    expect(await screen.findByText(filled(outcomes.sentElsewhere, {}))).toBe(screen.getByRole('status'));
    expect(field('Name').value).toBe(' Asha Rao ');
    fireEvent.click(submitButton());
    await act(async () => undefined);
    expect(endpoint.fetch).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByRole('status').parentElement);
  });

  it('tells a tab opened while another sends the entry that the other is sending, then that it sent it, and sends nothing itself', async () => {
    sessionStorage.setItem(SUBMISSION_ID_KEY, 'entry-1');
    let answer: (response: Response) => void = () => undefined;
    endpoint.fetch.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    await renderForm(<ContactForm {...props} />);
    fillInValidly();
    fireEvent.click(submitButton());
    // A tab opened from the first while its request is out: it starts with a copy of the first
    // tab's storage (here, the same one) and wakes beside it.
    const secondTab = document.body.appendChild(document.createElement('div'));
    await renderForm(<ContactForm {...props} />, { container: secondTab });
    const second = within(secondTab);
    expect(second.getByRole('status').textContent).toMatch(filled(outcomes.sendingElsewhere, {}));
    await act(async () => answer(new Response(null, { status: 200 })));
    expect(await second.findByText(filled(outcomes.sentElsewhere, {}))).toBe(second.getByRole('status'));
    fireEvent.click(second.getByRole('checkbox', { name: /Keep me informed/ }));
    fireEvent.click(second.getByRole('checkbox', { name: /privacy policy/ }));
    fireEvent.click(second.getByRole('button', { name: ui.contactForm.submit }));
    await act(async () => undefined);
    expect(endpoint.fetch).toHaveBeenCalledTimes(1);
  });

  it('sends once when Submit is pressed in two tabs holding the entry in the same moment, and the other tab says it is being sent', async () => {
    // Browsers grant a lock to one page of a site at a time; jsdom has none (src/test/lockManager.ts).
    Object.defineProperty(navigator, 'locks', { value: lockManager(), configurable: true });
    const answers: ((response: Response) => void)[] = [];
    try {
      sessionStorage.setItem(SUBMISSION_ID_KEY, 'entry-1');
      endpoint.fetch.mockImplementation(() => new Promise((resolve) => answers.push(resolve)));
      const { container: firstTab } = await renderForm(<ContactForm {...props} />);
      fillInValidly();
      const secondTab = document.body.appendChild(document.createElement('div'));
      await renderForm(<ContactForm {...props} />, { container: secondTab });
      fireEvent.click(within(secondTab).getByRole('checkbox', { name: /Keep me informed/ }));
      fireEvent.click(within(secondTab).getByRole('checkbox', { name: /privacy policy/ }));
      const forms = [firstTab, secondTab].map((tab) => within(tab).getByRole('button', { name: ui.contactForm.submit }).closest('form'));
      // Both Submits in one task, before either tab has drawn or recorded anything.
      await act(async () => {
        for (const form of forms) form?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
      });
      expect(endpoint.fetch).toHaveBeenCalledTimes(1);
      const said = [firstTab, secondTab].map((tab) => within(tab).getByRole('status').textContent);
      expect(said.filter((text) => filled(outcomes.sendingElsewhere, {}).test(text ?? ''))).toHaveLength(1);
    } finally {
      await act(async () => {
        for (const answer of answers) answer(new Response(null, { status: 200 }));
      });
      Reflect.deleteProperty(navigator, 'locks');
    }
  });

  it('says Back, not another tab, when the page that was sending went Back without saying so, as Firefox may lose its last words', async () => {
    Object.defineProperty(navigator, 'locks', { value: lockManager(), configurable: true });
    onTestFinished(() => void Reflect.deleteProperty(navigator, 'locks'));
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ type: 'back_forward' } as PerformanceNavigationTiming]);
    sessionStorage.setItem(SUBMISSION_ID_KEY, 'entry-1');
    saveDraft(sessionStorage, { ...emptyForm, name: 'Asha Rao', email: 'asha@lakeview.example' }, Date.now() - 1_000);
    // The mark as the sending page held it, and the record it wrote; no page holds the entry's lock.
    markSending(sessionStorage, Date.now() - 1_000, 'a-page-now-gone');
    localStorage.setItem(recordKey('entry-1'), JSON.stringify({ state: 'sending', at: Date.now() - 1_000 }));
    await renderForm(<ContactForm {...props} />);
    expect(await screen.findByText(filled(outcomes.left, { email: 'asha@lakeview.example' }))).toBe(screen.getByRole('status'));
  });

  it('sends nothing at Submit when another tab is recorded as sending the entry, though its news never came', async () => {
    sessionStorage.setItem(SUBMISSION_ID_KEY, 'entry-1');
    await renderForm(<ContactForm {...props} />);
    fillInValidly();
    localStorage.setItem(recordKey('entry-1'), JSON.stringify({ state: 'sending', at: Date.now() }));
    fireEvent.click(submitButton());
    expect(await screen.findByText(filled(outcomes.sendingElsewhere, {}))).toBe(screen.getByRole('status'));
    expect(endpoint.fetch).not.toHaveBeenCalled();
  });

  it('sends the entry’s id, tells the other tabs as it sends and once answered, and starts a new entry with a new id', async () => {
    sessionStorage.setItem(SUBMISSION_ID_KEY, 'entry-2');
    const heard: unknown[] = [];
    const otherTab = new BroadcastChannel(FORM_CHANNEL);
    otherTab.onmessage = (event: MessageEvent<unknown>) => heard.push(event.data);
    await renderForm(<ContactForm {...props} />);
    fillInValidly();
    fireEvent.click(submitButton());
    expect(await screen.findByText(outcomes.success)).toBeTruthy();
    expect(new URL(String(endpoint.fetch.mock.calls[0]?.[0])).searchParams.get('submission_id')).toBe('entry-2');
    const news = (state: string): unknown =>
      expect.objectContaining({ submissionId: 'entry-2', record: expect.objectContaining({ state }) as unknown });
    await vi.waitFor(() => expect(heard).toEqual([news('sending'), news('left')]));
    otherTab.close();
    expect(JSON.parse(localStorage.getItem(recordKey('entry-2')) ?? 'null')).toEqual(expect.objectContaining({ state: 'left' }));
    expect(sessionStorage.getItem(SUBMISSION_ID_KEY)).toMatch(/^[0-9a-f]{32}$/);
  });
});
