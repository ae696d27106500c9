import { useEffect } from 'react';

/**
 * While `active`, calls `leave` the moment the media query stops matching: a menu or dropdown that
 * belongs to one layout closes when the window (a tablet turned, a window resized) crosses into
 * another, instead of outliving it hidden, inert or scroll-locked.
 */
export function useLeaveWithLayout(query: string, active: boolean, leave: () => void): void {
  useEffect(() => {
    if (!active) return undefined;
    const layout = window.matchMedia(query);
    const onChange = (): void => {
      if (!layout.matches) leave();
    };
    layout.addEventListener('change', onChange);
    return () => layout.removeEventListener('change', onChange);
  }, [query, active, leave]);
}
