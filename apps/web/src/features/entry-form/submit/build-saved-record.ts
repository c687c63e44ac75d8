// The conversion lives beside the saved record's schema in the contracts; this module keeps its place for the form's tests.
export { buildSavedRecord } from '@damages/contracts';
