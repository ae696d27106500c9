import { useEffect, useState } from 'react';

/**
 * Preloads and decodes images, and says which may be shown: each as soon as it is ready, or,
 * with `together`, none until all are (so three portraits appear at once, not one by one).
 * An image that fails to load is never shown; what stands in for it stays.
 */
export function usePreloadedImages(sources: readonly string[], together: boolean): ReadonlySet<string> {
  const [ready, setReady] = useState<ReadonlySet<string>>(() => new Set());
  const key = sources.join('\n');

  useEffect(() => {
    let cancelled = false;
    const loads = key.split('\n').map(async (src) => {
      const image = new Image();
      image.src = src;
      await image.decode();
      if (!cancelled && !together) setReady((current) => new Set(current).add(src));
      return src;
    });
    if (together) {
      void Promise.all(loads).then(
        (all) => {
          if (!cancelled) setReady(new Set(all));
        },
        () => undefined,
      );
    } else {
      for (const load of loads) load.catch(() => undefined);
    }
    return () => {
      cancelled = true;
    };
  }, [key, together]);

  return ready;
}
