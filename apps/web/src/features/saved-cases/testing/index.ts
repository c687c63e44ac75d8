/** What tests of other features may use of saved cases: an account's sealed storage, seeded, read and damaged; the case-file reader. */
export { importCaseKey } from '../store/case-cipher.ts';
export { draftKey } from '../store/drafts.ts';
export {
  damageSealedCase,
  OTHER_OWNER,
  SEALED_CASE_DAMAGE,
  seedSealedCases,
  startTestStore,
  storedCase,
  testStore,
  unlockTestAccount,
  writeClearTextCase,
  type SealedCaseDamage,
} from './sealed-storage.ts';
export { readCaseFile } from '../case-file/case-file.ts';
