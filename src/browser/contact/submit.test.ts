import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyForm } from '../../lib/contact/fields';
import { buildPayload } from '../../lib/contact/payload';
import { requestUrl, submitContact, TRAP_FLAG } from './submit';

const payload = buildPayload({ ...emptyForm, name: 'Ananya' });
const endpoint = 'https://forms.test/riseform';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('submitContact', () => {
  it('POSTs JSON to the endpoint and calls 200 a success', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(new Response(null, { status: 200 }));
    await expect(submitContact(payload, { endpoint, fetchImpl })).resolves.toMatchObject({ outcome: 'success' });
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(url).toBe(endpoint);
    expect(init?.method).toBe('POST');
    expect(init?.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(JSON.parse(String(init?.body))).toEqual(payload);
  });

  it.each([201, 202, 204, 299])('calls status %i a success too: the endpoint accepted the lead', async (status) => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(new Response(null, { status }));
    await expect(submitContact(payload, { endpoint, fetchImpl })).resolves.toMatchObject({ outcome: 'success' });
  });

  it.each([300, 304, 400, 404, 429, 500, 503])('calls status %i a failure', async (status) => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(new Response(null, { status }));
    await expect(submitContact(payload, { endpoint, fetchImpl })).resolves.toMatchObject({ outcome: 'failed' });
  });

  it('reports a request that failed after leaving as lost, not failed: it may have arrived; and logs it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchImpl = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(submitContact(payload, { endpoint, fetchImpl, online: () => true })).resolves.toMatchObject({ outcome: 'lost' });
    expect(log).toHaveBeenCalledWith(expect.any(TypeError));
  });

  it('reports a redirected request as lost, never a success: the endpoint had it, and a 307 would post the body again elsewhere', async () => {
    // A browser's fetch: a redirect it is asked to follow ends at an answer it may read (the target
    // sends CORS headers), marked redirected; one it is told not to follow ends at once, opaque.
    const followed = Object.defineProperty(new Response(null, { status: 200 }), 'redirected', { value: true });
    const unfollowed = Object.defineProperty(new Response(null, { status: 200 }), 'type', { value: 'opaqueredirect' });
    Object.defineProperty(unfollowed, 'status', { value: 0 });
    const fetchImpl = vi.fn<typeof fetch>(async (_url, init) => (init?.redirect === 'manual' ? unfollowed : followed));
    await expect(submitContact(payload, { endpoint, fetchImpl })).resolves.toEqual({ outcome: 'lost', refused: {} });
  });

  it('reports an error only for what surely never left: offline before sending', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchImpl = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(submitContact(payload, { endpoint, fetchImpl, online: () => false })).resolves.toMatchObject({ outcome: 'error' });
  });

  it('reads a 4xx answer for the fields it refused, in the shapes form services use', async () => {
    const answer = (status: number, body: unknown, type = 'application/json') =>
      vi.fn<typeof fetch>().mockResolvedValue(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': type } }));
    const formspree = { errors: [{ field: 'email', code: 'TYPE_EMAIL', message: 'should be an email' }] };
    await expect(submitContact(payload, { endpoint, fetchImpl: answer(422, formspree) })).resolves.toEqual({
      outcome: 'refused',
      refused: { email: 'should be an email' },
    });
    const laravel = { message: 'Invalid', errors: { phone: ['The phone is blocked.'], unknown: ['x'] } };
    await expect(submitContact(payload, { endpoint, fetchImpl: answer(400, laravel) })).resolves.toEqual({
      outcome: 'refused',
      refused: { phone: 'The phone is blocked.' },
    });
    await expect(
      submitContact(payload, { endpoint, fetchImpl: answer(422, { field: 'name', message: 'Too\u0000 short\n' }) }),
    ).resolves.toEqual({
      outcome: 'refused',
      refused: { name: 'Too short' },
    });
    // No field named, a field the form does not send, not JSON, or not a 4xx: a plain failure.
    for (const fetchImpl of [
      answer(422, { message: 'Invalid' }),
      answer(422, { errors: [{ field: 'subscribe', message: 'required' }] }),
      answer(422, formspree, 'text/html'),
      answer(500, formspree),
    ])
      await expect(submitContact(payload, { endpoint, fetchImpl })).resolves.toEqual({ outcome: 'failed', refused: {} });
  });

  it('gives up on a request that hangs and reports it unanswered, not failed: the lead may have arrived', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchImpl = vi.fn<typeof fetch>(
      (_url, init) => new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    );
    const outcome = submitContact(payload, { endpoint, fetchImpl, timeoutMs: 20_000 });
    await vi.advanceTimersByTimeAsync(19_999);
    expect(fetchImpl.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(outcome).resolves.toMatchObject({ outcome: 'unanswered' });
  });

  it('sends a filled trap to the flagged endpoint, with the same body', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(new Response(null, { status: 200 }));
    await expect(submitContact(payload, { endpoint, fetchImpl })).resolves.toMatchObject({ outcome: 'success' });
    await expect(submitContact(payload, { endpoint, trapFilled: true, fetchImpl })).resolves.toMatchObject({ outcome: 'success' });
    const [plain, flagged] = fetchImpl.mock.calls;
    expect(plain?.[0]).toBe(endpoint);
    expect(flagged?.[0]).toBe(`${endpoint}?flag=trap-filled`);
    expect(flagged?.[1]?.body).toBe(plain?.[1]?.body);
    expect(flagged?.[1]?.method).toBe('POST');
    expect(flagged?.[1]?.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(Object.keys(JSON.parse(String(flagged?.[1]?.body)))).toHaveLength(10);
  });

  it('sends to the endpoint unflagged when the trap is empty', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(new Response(null, { status: 200 }));
    await submitContact(payload, { endpoint, trapFilled: false, fetchImpl });
    expect(fetchImpl.mock.calls[0]?.[0]).toBe(endpoint);
  });

  it('sends nothing with credentials', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(new Response(null, { status: 200 }));
    await submitContact(payload, { endpoint, trapFilled: true, fetchImpl });
    expect(fetchImpl.mock.calls[0]?.[1]?.credentials).toBe('omit');
  });
});

describe('requestUrl', () => {
  it('adds the flag after an existing query without re-encoding it', () => {
    expect(requestUrl('https://forms.test/riseform?key=a%20b&x&sig=a~b', true)).toBe(
      'https://forms.test/riseform?key=a%20b&x&sig=a~b&flag=trap-filled',
    );
  });

  it('is the endpoint itself when the trap is empty', () => {
    expect(requestUrl(endpoint, false)).toBe(endpoint);
    expect(requestUrl('https://forms.test/riseform?form=contact#x', false)).toBe('https://forms.test/riseform?form=contact#x');
  });

  it('adds ?flag=trap-filled when the trap was filled', () => {
    expect(TRAP_FLAG).toEqual({ name: 'flag', value: 'trap-filled' });
    expect(requestUrl(endpoint, true)).toBe('https://forms.test/riseform?flag=trap-filled');
  });

  it('keeps a query the endpoint already has', () => {
    expect(requestUrl('https://forms.test/riseform?form=contact&site=hotel', true)).toBe(
      'https://forms.test/riseform?form=contact&site=hotel&flag=trap-filled',
    );
    const url = new URL(requestUrl('http://127.0.0.1:4399/riseform?form=contact', true));
    expect(url.origin + url.pathname).toBe('http://127.0.0.1:4399/riseform');
    expect([...url.searchParams]).toEqual([
      ['form', 'contact'],
      ['flag', 'trap-filled'],
    ]);
  });

  it('flags only once', () => {
    expect(requestUrl(requestUrl(endpoint, true), true)).toBe(`${endpoint}?flag=trap-filled`);
  });
});

describe("requestUrl with the lead's source", () => {
  const source = [
    ['form_page', '/form'],
    ['utm_campaign', 'spring & summer'],
  ] as const;

  it('appends the source after an existing query without re-encoding it, and the flag last', () => {
    expect(requestUrl('https://forms.test/riseform?key=a%20b&x&sig=a~b', true, source)).toBe(
      'https://forms.test/riseform?key=a%20b&x&sig=a~b&form_page=%2Fform&utm_campaign=spring%20%26%20summer&flag=trap-filled',
    );
  });

  it('reads back as sent', () => {
    const url = new URL(requestUrl(endpoint, false, source));
    expect(url.origin + url.pathname).toBe(endpoint);
    expect([...url.searchParams]).toEqual(source.map((pair) => [...pair]));
  });

  it("never sends a name the endpoint already has in its query: the endpoint owner's value stands", () => {
    expect(requestUrl('https://forms.test/riseform?form_page=contact', false, source)).toBe(
      'https://forms.test/riseform?form_page=contact&utm_campaign=spring%20%26%20summer',
    );
  });

  it('sends the source by default, beside the body', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(new Response(null, { status: 200 }));
    await submitContact(payload, { endpoint, source, fetchImpl });
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(url).toBe(`${endpoint}?form_page=%2Fform&utm_campaign=spring%20%26%20summer`);
    expect(JSON.parse(String(init?.body))).toEqual(payload);
  });
});

describe('requestUrl with the entry’s submission id', () => {
  it('names the entry first, before the source and the flag, the body unchanged', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(new Response(null, { status: 200 }));
    await submitContact(payload, { endpoint, submissionId: 'a1b2', source: [['form_page', '/form']], trapFilled: true, fetchImpl });
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(url).toBe(`${endpoint}?submission_id=a1b2&form_page=%2Fform&flag=trap-filled`);
    expect(JSON.parse(String(init?.body))).toEqual(payload);
  });

  it("leaves an id the endpoint's own query already sets", () => {
    expect(requestUrl('https://forms.test/riseform?submission_id=fixed', false, [], 'a1b2')).toBe(
      'https://forms.test/riseform?submission_id=fixed',
    );
  });
});
