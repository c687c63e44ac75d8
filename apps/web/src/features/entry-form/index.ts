// What the router takes of the entry form: its route, whose page is part of the first load.
export { entryFormRoutes } from './routes.tsx';
/** How a case is computed, for the report's bridge between two versions of it: the submit's calls. */
export { runSubmitSteps, type Post } from './submit/submit-steps.ts';
// What the report takes: an issued version's Edit starts the case's draft from it.
export { keepDraftFromIssued } from './draft/draft-from-issued.ts';
