import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyForm } from './fields';
import { buildPayload } from './payload';
import { submitContact } from './submit';

const payload = buildPayload({ ...emptyForm, name: 'Ananya' });
const endpoint = 'https://forms.test/riseform';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('submitContact', () => {
  it('POSTs JSON to the endpoint and calls 200 a success', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(new Response(null, { status: 200 }));
    await expect(submitContact(payload, { endpoint, fetchImpl })).resolves.toBe('success');
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(url).toBe(endpoint);
    expect(init?.method).toBe('POST');
    expect(init?.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(JSON.parse(String(init?.body))).toEqual(payload);
  });

  it.each([201, 204, 400, 500])('calls status %i a failure', async (status) => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(new Response(null, { status }));
    await expect(submitContact(payload, { endpoint, fetchImpl })).resolves.toBe('failed');
  });

  it('reports a thrown error and logs it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchImpl = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(submitContact(payload, { endpoint, fetchImpl })).resolves.toBe('error');
    expect(log).toHaveBeenCalledWith(expect.any(TypeError));
  });

  it('aborts a request that hangs and reports it as an error', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchImpl = vi.fn<typeof fetch>(
      (_url, init) => new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    );
    const outcome = submitContact(payload, { endpoint, fetchImpl, timeoutMs: 20_000 });
    await vi.advanceTimersByTimeAsync(20_000);
    await expect(outcome).resolves.toBe('error');
  });
});
