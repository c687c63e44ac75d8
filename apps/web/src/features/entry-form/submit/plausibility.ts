// The check before calculating, split from the form's first load: use-submit imports it on submit.
export { plausibilityWarnings } from '@damages/contracts';
