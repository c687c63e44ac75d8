/**
 * What other features may use of saved cases: the store (read, save, drafts,
 * the account's key), the words of a damaged case, the list panel (loaded on
 * demand) and the dialogs a save may need. Everything else stays inside.
 */
export { unlockCasesOf, whenSavedCasesReady } from './store/case-key.ts';
export type { CaseDamage } from './store/case-damage.ts';
export { CASE_DAMAGE_REASONS, DAMAGED_CASE_REMEDY, DAMAGED_CASE_TITLE, OTHER_CASES_UNAFFECTED } from './store/case-damage.ts';
export { discardDraft, keepDraft, readDraft } from './store/drafts.ts';
export { saveCaseAsking } from './store/save-with-questions.ts';
export { lockSavedCases, newFormId, readSavedCase } from './store/saved-cases-store.ts';
export { formatSavedAt } from './format-saved-at.ts';
export { LazySavedCasesList, loadSavedCasesList } from './list/lazy-saved-cases-list.tsx';
export { CaseSaveDialogs } from './dialogs/case-save-dialogs.tsx';
