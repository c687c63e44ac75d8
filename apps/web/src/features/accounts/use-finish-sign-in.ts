import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { redirectTarget } from './model/redirect-target.ts';
import { saveSignedInUser, type SignedInUser } from './signed-in-user.ts';

/** Keeps the user and goes where sign-in was asked from (or /form), replacing the sign-in page in history. */
export function useFinishSignIn(): (user: SignedInUser) => void {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirectTo = params.get('redirectTo');
  return useCallback(
    (user: SignedInUser) => {
      saveSignedInUser(user);
      void navigate(redirectTarget(redirectTo), { replace: true });
    },
    [navigate, redirectTo],
  );
}
