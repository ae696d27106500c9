/**
 * navigator.locks (the Web Locks API) for tests under jsdom, which has none, as browsers grant
 * locks: exclusive, by name, across every page that shares it (here, every form rendered in the
 * test's document, standing for tabs); granted later, never within the request's own call; a
 * request `ifAvailable` is given `null` while another holds the name; released when the
 * callback's promise settles; `query` lists the names held.
 */
export function lockManager(): Pick<LockManager, 'request' | 'query'> {
  const held = new Set<string>();
  const queued = new Map<string, (() => void)[]>();
  const queue = (name: string): (() => void)[] => {
    const waiting = queued.get(name) ?? [];
    queued.set(name, waiting);
    return waiting;
  };
  async function request<T>(name: string, ...rest: [LockGrantedCallback<T>] | [LockOptions, LockGrantedCallback<T>]): Promise<Awaited<T>> {
    const [options, callback] = rest.length === 1 ? [{}, rest[0]] : rest;
    await Promise.resolve();
    if (held.has(name)) {
      if (options.ifAvailable === true) return await callback(null);
      // Handed over by the holder as it releases the lock.
      await new Promise<void>((resolve) => queue(name).push(resolve));
    } else held.add(name);
    try {
      return await callback({ name, mode: options.mode ?? 'exclusive' });
    } finally {
      const next = queue(name).shift();
      if (next) next();
      else held.delete(name);
    }
  }
  const query = (): Promise<LockManagerSnapshot> =>
    Promise.resolve({ held: [...held].map((name) => ({ name, mode: 'exclusive', clientId: '' })), pending: [] });
  return { request, query };
}
