import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { ModalBody, ModalHeader, ModalTitle, Spinner } from 'react-bootstrap';
import { LazyModal } from '../../../lib/lazy-modal.tsx';
import { setUnauthorizedHandler } from '../../../lib/api-client.ts';
import { useSavedCaseStore } from '../../saved-cases/index.ts';
import type { SignInOutcome } from '../sign-in-flow.ts';
import { clearSignedInUser, saveSignedInUser, type SignedInUser } from '../signed-in-user.ts';
import './session-renewal.css';

// The forms (and the accounts library's client under them) load when the dialog first opens.
const SignInForm = lazy(async () => ({ default: (await import('../forms/sign-in-form.tsx')).SignInForm }));
const SecondFactorForm = lazy(async () => ({ default: (await import('../forms/second-factor-form.tsx')).SecondFactorForm }));

const SESSION_ENDED =
  'Your session has ended. Sign in again to carry on: what you typed stays in the form, and the step that stopped will continue.';
const CONFIRM_FIRST = 'This account’s email address is not confirmed yet. Confirm it from the sign-in page, then try again.';

type Step = { kind: 'credentials'; notice: string } | { kind: 'second-factor' };

/**
 * The sign-in dialog over a page whose calls need a session (the entry form):
 * when the server answers 401 to a calculation or lookup (the session was
 * revoked or has expired), it asks for the password — and the authenticator
 * code when the account has one — and then lets the call that failed run again
 * (lib/api-client's unauthorized handler). The page underneath stays mounted,
 * so nothing typed is lost. Closing it gives up: the call fails as before.
 */
export function SessionRenewalDialog() {
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<Step>({ kind: 'credentials', notice: SESSION_ENDED });
  const pending = useRef<((signedIn: boolean) => void) | null>(null);
  const savedCases = useSavedCaseStore();

  const settle = useCallback((signedIn: boolean) => {
    pending.current?.(signedIn);
    pending.current = null;
    setOpen(false);
  }, []);

  useEffect(() => {
    const remove = setUnauthorizedHandler(
      () =>
        new Promise<boolean>((resolve) => {
          clearSignedInUser(savedCases);
          pending.current = resolve;
          setStep({ kind: 'credentials', notice: SESSION_ENDED });
          setOpen(true);
        }),
    );
    return () => {
      remove();
      pending.current?.(false);
      pending.current = null;
    };
  }, [savedCases]);

  const signedIn = (user: SignedInUser) => {
    saveSignedInUser(user);
    // Signing out forgot the key to the saved cases; the step that resumes may save one.
    void savedCases.vault.unlockFor(user.id).then(() => settle(true));
  };

  const follow = (outcome: Exclude<SignInOutcome, { kind: 'failed' }>) => {
    if (outcome.kind === 'signed-in') signedIn(outcome.user);
    else if (outcome.kind === 'second-factor') setStep({ kind: 'second-factor' });
    else setStep({ kind: 'credentials', notice: CONFIRM_FIRST });
  };

  return (
    <LazyModal
      show={open}
      onHide={() => settle(false)}
      backdrop="static"
      centered
      className="session-renewal-modal"
      backdropClassName="session-renewal-backdrop"
      aria-labelledby="session-renewal-title"
    >
      <ModalHeader closeButton>
        <ModalTitle id="session-renewal-title" as="h2" className="h5">
          {step.kind === 'second-factor' ? 'Two-factor authentication' : 'Sign in again'}
        </ModalTitle>
      </ModalHeader>
      <ModalBody>
        <Suspense
          fallback={
            <div role="status" className="d-flex align-items-center gap-2 text-body-secondary">
              <Spinner animation="border" size="sm" aria-hidden="true" />
              Loading…
            </div>
          }
        >
          {step.kind === 'second-factor' ? (
            <SecondFactorForm onSignedIn={signedIn} />
          ) : (
            <SignInForm notice={step.notice} onOutcome={follow} />
          )}
        </Suspense>
      </ModalBody>
    </LazyModal>
  );
}
