/**
 * A script the cross-engine test server puts first in every page's <head>, before the page's own
 * Content-Security-Policy, so it sees everything the page does: it records script errors, refused
 * loads, policy violations and console errors in `window.__engineErrors`, which no driver can read
 * the same way in all three engines (classic WebDriver has no console).
 */

export interface ProbeWindow {
  __engineErrors?: string[];
}

/** Runs in the page (serialised into the probe script). */
export function installProbe(): void {
  const errors: string[] = [];
  (window as unknown as ProbeWindow).__engineErrors = errors;
  addEventListener(
    'error',
    (event) => {
      const target = event.target;
      if (target instanceof Element)
        errors.push(`failed to load <${target.localName}> ${target.getAttribute('src') ?? target.getAttribute('href') ?? ''}`);
      else errors.push(`uncaught error: ${(event as ErrorEvent).message}`);
    },
    true,
  );
  addEventListener('unhandledrejection', (event) => errors.push(`unhandled rejection: ${String(event.reason)}`));
  document.addEventListener('securitypolicyviolation', (event) =>
    errors.push(`refused by the CSP (${event.violatedDirective}): ${event.blockedURI}`),
  );
  const original = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    errors.push(`console.error: ${args.map(String).join(' ')}`);
    original(...args);
  };
}

/** Runs in the page: what the probe recorded, or null where no probe ran (JavaScript off). */
export function probeErrors(): string[] | null {
  return (window as unknown as ProbeWindow).__engineErrors ?? null;
}
