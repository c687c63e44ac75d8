import { isFirmEconomistId, type EconomistProfile, type SavedFormRecord } from '@damages/contracts';
import { useEffect, useState } from 'react';
import { listProfiles } from '../../profile/index.ts';

/**
 * The account's economist profiles, loaded only for a record that names a
 * profile without keeping its snapshot (the report then signs with the live
 * profile); every other record needs no request.
 */
export function useRecordProfiles(record: SavedFormRecord): readonly EconomistProfile[] {
  const { economist, economistProfile } = record.formData.case;
  const needed = economistProfile === undefined && !isFirmEconomistId(economist);
  const [profiles, setProfiles] = useState<readonly EconomistProfile[]>([]);
  useEffect(() => {
    if (!needed) return undefined;
    let live = true;
    listProfiles().then(
      (list) => live && setProfiles(list),
      () => undefined, // Offline or signed out: the report signs as a neutral consulting economist.
    );
    return () => {
      live = false;
    };
  }, [needed]);
  return profiles;
}
