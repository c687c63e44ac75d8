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
  /** What happened, in plain words, and that nothing typed was lost (the spec's message names no cause). */
  explanation?: string;
  /** Tries the same call again. */
  retry?: () => void;
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

const KEPT = 'Everything you typed is kept.';

/** Why a call failed, in words a user can act on: unreachable, refused, busy or failed. */
function failureExplanation(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0)
    return `The calculation service could not be reached; check the connection and try again. ${KEPT}`;
  if (error.status === 400) return `The calculation service refused the request; the lines below say what to correct. ${KEPT}`;
  if (error.status === 401) return `You are no longer signed in. Sign in again, then try again. ${KEPT}`;
  if (error.status === 429 || error.status === 503) return `The calculation service is busy; try again in a moment. ${KEPT}`;
  return `The calculation service could not complete the request; try again. ${KEPT}`;
}

export interface CallErrorOptions {
  /** The part of the work that failed, named where the spec's message does not (e.g. a submit step). */
  failedPart?: string;
  retry?: () => void;
}

/** The message to show for a failed call: ours, with the server's issues when it answered 400, why, and a retry. */
export function callErrorOf(message: string, error: unknown, { failedPart, retry }: CallErrorOptions = {}): CallError {
  const issues = error instanceof ApiError && error.status === 400 ? error.issues : [];
  const explanation = `${failedPart ? `${failedPart} failed. ` : ''}${failureExplanation(error)}`;
  return { message, issues, explanation, ...(retry ? { retry } : {}) };
}
