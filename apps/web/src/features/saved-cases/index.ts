/**
 * What other features may use of saved cases: the store (read, save, drafts,
 * the account's key), the words of a damaged case, the list panel (loaded on
 * demand), the dialogs a save may need and a case's case file (the report's
 * data package carries it). Everything else stays inside.
 */
export { createSavedCaseStore, type SavedCaseStore } from './store/saved-case-store.ts';
export { SavedCaseStoreProvider, useSavedCaseStore } from './store/saved-case-store-context.tsx';
export type { CaseDamage } from './store/case-damage.ts';
export { CASE_DAMAGE_REASONS, DAMAGED_CASE_REMEDY, DAMAGED_CASE_TITLE, OTHER_CASES_UNAFFECTED } from './store/case-damage.ts';
export { newFormId } from './store/form-id.ts';
export { LazySavedCasesList, loadSavedCasesList } from './list/lazy-saved-cases-list.tsx';
export { CaseSaveDialogs } from './dialogs/case-save-dialogs.tsx';
export { caseFileContent } from './case-file/case-file.ts';
