import { useCallback, useEffect, useRef, useState } from 'react';
import { callErrorOf, useCallErrorActions } from './call-errors.tsx';

/** Thrown by an autofill task that refuses to call (e.g. 'Modality 1 has invalid dates'); shown as is. */
export class AutofillRefusal extends Error {}

/** Busy state and error reporting shared by every Autofill button. */
export function useAutofill(failureMessage: string) {
  const [busy, setBusy] = useState(false);
  const { show, clear } = useCallErrorActions();
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(
    async (task: () => Promise<void>) => {
      clear();
      setBusy(true);
      try {
        await task();
      } catch (error) {
        if (error instanceof AutofillRefusal) show({ message: error.message, issues: [] });
        else {
          console.error(failureMessage, error);
          show(callErrorOf(failureMessage, error, { retry: () => void run(task) }));
        }
      } finally {
        if (mounted.current) setBusy(false);
      }
    },
    [clear, show, failureMessage],
  );
  return { busy, run };
}
