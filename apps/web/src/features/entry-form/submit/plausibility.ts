// The check before calculating (issue 11 item 7), split from the form's first load: use-submit imports it on submit.
export { plausibilityWarnings } from '@damages/contracts';
