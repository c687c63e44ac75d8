/** What tests of other features may use of the entry form: its example values, the saved record they make, and the form page rendered. */
export { formDataOf, personalInjuryValues, wireLoss, wrongfulDeathValues } from './fixtures.ts';
export { mockFetch, renderForm } from './render-form.tsx';
export { buildSavedRecord } from '../submit/build-saved-record.ts';
export type { CalculationResults } from '../submit/submit-steps.ts';
