import type { EconomistProfile } from '@damages/contracts';
import { useEffect, useState } from 'react';
import { listProfiles } from './api/profiles-api.ts';

export type ProfilesState = { state: 'loading' } | { state: 'ready'; profiles: EconomistProfile[] } | { state: 'failed'; message: string };

/** The signed-in account's economist profiles (own first), for choosing who signs a report. */
export function useEconomistProfiles(): ProfilesState {
  const [result, setResult] = useState<ProfilesState>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    listProfiles().then(
      (profiles) => live && setResult({ state: 'ready', profiles }),
      (error: unknown) => live && setResult({ state: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      live = false;
    };
  }, []);
  return result;
}
