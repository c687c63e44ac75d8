/** When a case was saved, for the saved-cases list: the vocabulary's one timestamp style, "2025-07-11 14:03". */
export { formatTimestamp as formatSavedAt } from '@damages/contracts';
