import { readSealedValue, removeSealedValue, writeSealedValue } from './saved-cases-store.ts';

/**
 * The unsubmitted entry form, kept as a draft for the signed-in account
 * (so that nothing typed is lost silently): sealed like its saved cases, under
 * `draft:new` (a new form) or `draft:<formId>` (a saved case being changed).
 * Such a key is neither a form id nor form-shaped, so the saved-cases list
 * never shows it; another account's draft, or any draft after sign-out, does
 * not open. The form decides what `values` holds; a draft whose inside is not
 * a draft is treated as none.
 */
export interface Draft<Values = unknown> {
  draft: 1;
  values: Values;
  /** ISO timestamp of the last keep. */
  savedAt: string;
}

export const draftKey = (formId: string | undefined): string => `draft:${formId ?? 'new'}`;

const isDraft = (value: unknown): value is Draft =>
  typeof value === 'object' && value !== null && (value as Draft).draft === 1 && typeof (value as Draft).values === 'object';

/** The account's draft of the form (a new one when `formId` is undefined), if there is one. */
export function readDraft<Values>(formId: string | undefined): Draft<Values> | undefined {
  const value = readSealedValue(draftKey(formId));
  return isDraft(value) ? (value as Draft<Values>) : undefined;
}

/** Raised by each discard, so that a keep still sealing when the draft was discarded does not bring it back. */
const discards = new Map<string, number>();

/** Keeps `values` as the form's draft, sealed; raises when signed out or the storage is full. */
export async function keepDraft<Values>(
  formId: string | undefined,
  values: Values,
  savedAt: string = new Date().toISOString(),
): Promise<void> {
  const key = draftKey(formId);
  const before = discards.get(key) ?? 0;
  const draft: Draft<Values> = { draft: 1, values, savedAt };
  await writeSealedValue(key, draft);
  if ((discards.get(key) ?? 0) !== before) removeSealedValue(key);
}

/** Removes the form's draft (Discard draft, or the form was submitted and saved). */
export function discardDraft(formId: string | undefined): void {
  const key = draftKey(formId);
  discards.set(key, (discards.get(key) ?? 0) + 1);
  removeSealedValue(key);
}
