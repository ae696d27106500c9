import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/** False in the server's HTML and while hydrating, true once React runs the island. */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
