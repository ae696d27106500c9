import { useCallback, useEffect, useRef, useState } from 'react';
import type { PhoneRules } from '../../lib/contact/phone';

/** Runs `use` with the countries' numbering rules: at once when they are here, else once they have loaded (or failed to). */
export type WithPhoneRules = (use: (rules: PhoneRules | undefined) => void) => void;

/**
 * Every country's numbering rules (about 30 KB gzipped), loaded as soon as the form has woken but
 * not in its first script, so waking stays as quick as before: the visitor is still typing their
 * name when they arrive. Leaving the phone box or pressing Submit before then waits for them. If
 * they cannot load, the form asks only for digits, and the next use tries again.
 */
export function usePhoneRules(): { phoneRules: PhoneRules | undefined; withPhoneRules: WithPhoneRules } {
  const [phoneRules, setPhoneRules] = useState<PhoneRules>();
  const loaded = useRef<PhoneRules | undefined>(undefined);
  const loading = useRef<Promise<PhoneRules | undefined> | null>(null);
  const load = useCallback(() => {
    loading.current ??= import('../../lib/contact/phoneRules').then(
      (module) => {
        loaded.current = module.phoneRules;
        setPhoneRules(module.phoneRules);
        return module.phoneRules;
      },
      (error: unknown) => {
        console.error(error);
        loading.current = null;
        return undefined;
      },
    );
    return loading.current;
  }, []);
  useEffect(() => {
    void load();
  }, [load]);
  const withPhoneRules = useCallback<WithPhoneRules>(
    (use) => {
      if (loaded.current) use(loaded.current);
      else void load().then(use);
    },
    [load],
  );
  return { phoneRules, withPhoneRules };
}
