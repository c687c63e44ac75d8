/**
 * What can be wrong with a saved case that cannot be shown, in the words the
 * saved-cases list and the report's damaged-case page both use, so the two
 * places never tell the same damage differently. The store (saved-cases-store.ts)
 * decides which kind an entry is; the screens only show these words.
 */
export type CaseDamage =
  /** The stored text is not JSON: garbled, or cut short while it was written. */
  | 'not-json'
  /** A sealed case of the account that does not open with its key: altered ciphertext, or sealed with another key. */
  | 'not-opened'
  /** It reads (and opens), but what it holds fails the saved-record schema. */
  | 'not-a-form'
  /** Clear text where the account had kept a sealed case: written by someone other than the account. */
  | 'replaced';

/** What happened, one sentence or two the user can act on. */
export const CASE_DAMAGE_REASONS: Record<CaseDamage, string> = {
  'not-json':
    'Its data in this browser is incomplete or garbled (it may have been cut short while it was being saved), so it cannot be read.',
  'not-opened': "Its data no longer opens with your account's key: it was altered or damaged after it was saved.",
  'not-a-form': 'It opens, but what it holds is not a saved case this app can read.',
  replaced:
    'Your account kept a sealed case under this id, and it has been replaced by unsealed data that your account did not save. It is not opened: anyone with access to this browser, or a script, could have written it.',
};

/** The list's badge: a replacement is not merely unreadable, and says so. */
export const CASE_DAMAGE_BADGES: Record<CaseDamage, string> = {
  'not-json': 'could not be read',
  'not-opened': 'could not be read',
  'not-a-form': 'could not be read',
  replaced: 'replaced, not opened',
};

/** The heading of a report opened at a damaged case. */
export const DAMAGED_CASE_TITLE = 'This saved case cannot be opened';

export const OTHER_CASES_UNAFFECTED = 'Your other saved cases are not affected.';

/** What the user can do; an import over the damaged entry asks before it replaces it (import-case-dialog.tsx). */
export const DAMAGED_CASE_REMEDY =
  'You can delete this entry from your saved cases, or import a case file you exported earlier to bring the case back.';
