// What other features' tests use of the entry form: the form rendered at a route with a mocked
// fetch, the helpers that fill it, and form values of typical cases.
export * from './fixtures.ts';
export * from './render-form.tsx';
export { buildSavedRecord } from '../submit/build-saved-record.ts';
