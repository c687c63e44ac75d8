import type { CaseVault } from './case-vault.ts';

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

export class Drafts {
  /** Raised by each discard, so that a keep still sealing when the draft was discarded does not bring it back. */
  readonly #discards = new Map<string, number>();

  constructor(private readonly vault: CaseVault) {}

  /** The account's draft of the form (a new one when `formId` is undefined), if there is one. */
  read<Values>(formId: string | undefined): Draft<Values> | undefined {
    const value = this.vault.readSealedValue(draftKey(formId));
    return isDraft(value) ? (value as Draft<Values>) : undefined;
  }

  /** Keeps `values` as the form's draft, sealed; raises when signed out or the storage is full. */
  async keep<Values>(formId: string | undefined, values: Values, savedAt: string = new Date().toISOString()): Promise<void> {
    const key = draftKey(formId);
    const before = this.#discards.get(key) ?? 0;
    const draft: Draft<Values> = { draft: 1, values, savedAt };
    await this.vault.writeSealedValue(key, draft);
    if ((this.#discards.get(key) ?? 0) !== before) this.vault.removeSealedValue(key);
  }

  /** Removes the form's draft (Discard draft, or the form was submitted and saved). */
  discard(formId: string | undefined): void {
    const key = draftKey(formId);
    this.#discards.set(key, (this.#discards.get(key) ?? 0) + 1);
    this.vault.removeSealedValue(key);
  }
}
