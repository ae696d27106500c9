/**
 * What the visitor did while a request was out, as this page load tells it: a reload, or leaving
 * (Back, or another page) and coming back. The Navigation Timing entry's type says which; where a
 * browser gives none, a reload is the likelier.
 */
export function interruption(navigationType: string | undefined): 'interrupted' | 'left' {
  return navigationType === 'back_forward' || navigationType === 'navigate' ? 'left' : 'interrupted';
}

/** This page load's navigation type ("navigate", "reload", "back_forward"), if the browser says. */
export function navigationType(): string | undefined {
  const [entry] = globalThis.performance?.getEntriesByType?.('navigation') ?? [];
  return entry !== undefined && 'type' in entry && typeof entry.type === 'string' ? entry.type : undefined;
}
