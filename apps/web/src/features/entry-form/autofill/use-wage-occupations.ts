import { wageOccupationsResponse, type WageOccupationsResponse } from '@damages/contracts';
import { useEffect, useState } from 'react';
import { requestJson } from '../../../lib/api-client.ts';
import { WAGE_OCCUPATIONS_PATH } from './lookups.ts';

export type WageOccupations = { status: 'loading' | 'failed'; list: [] } | { status: 'ready'; list: WageOccupationsResponse };

/** The OEWS household-services occupations the hourly-rate Autofill offers (methodology §4c), fetched once per mount. */
export function useWageOccupations(): WageOccupations {
  const [state, setState] = useState<WageOccupations>({ status: 'loading', list: [] });
  useEffect(() => {
    let live = true;
    requestJson<unknown>(WAGE_OCCUPATIONS_PATH)
      .then((answer) => {
        const parsed = wageOccupationsResponse.safeParse(answer);
        if (live) setState(parsed.success ? { status: 'ready', list: parsed.data } : { status: 'failed', list: [] });
      })
      .catch(() => {
        if (live) setState({ status: 'failed', list: [] });
      });
    return () => {
      live = false;
    };
  }, []);
  return state;
}
