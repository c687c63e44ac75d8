import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { ApiError } from '../../../lib/api-client.ts';

/**
 * The form's error area for call failures (spec §2: "A separate error area
 * shows call errors"): the spec's message, plus the server's field issues when
 * it answered 400.
 */
export interface CallError {
  message: string;
  issues: { path: string; message: string }[];
}

interface CallErrorActions {
  show: (error: CallError) => void;
  clear: () => void;
}

const ErrorState = createContext<CallError | null>(null);
const ErrorActions = createContext<CallErrorActions | null>(null);

export function CallErrorProvider({ children }: { children: ReactNode }) {
  const [error, setError] = useState<CallError | null>(null);
  const actions = useMemo<CallErrorActions>(() => ({ show: setError, clear: () => setError(null) }), []);
  return (
    <ErrorActions.Provider value={actions}>
      <ErrorState.Provider value={error}>{children}</ErrorState.Provider>
    </ErrorActions.Provider>
  );
}

export function useCallError(): CallError | null {
  return useContext(ErrorState);
}

export function useCallErrorActions(): CallErrorActions {
  const actions = useContext(ErrorActions);
  if (!actions) throw new Error('useCallErrorActions needs a CallErrorProvider');
  return actions;
}

/** The message to show for a failed call: ours, with the server's issues when it answered 400. */
export function callErrorOf(message: string, error: unknown): CallError {
  const issues = error instanceof ApiError && error.status === 400 ? error.issues : [];
  return { message, issues };
}
