// What the router takes of the entry form: its route, whose page is part of the first load.
export { entryFormRoutes } from './routes.tsx';
// What the report takes: an issued version's Edit starts the case's draft from it, its Update a supplement's.
export { keepDraftFromIssued, keepSupplementDraft } from './draft/draft-from-issued.ts';
// What the report's comparison of two versions takes: the bridge between two cases' inputs, through the calculation service.
export { bridge } from './submit/bridge.ts';
// What the rebuttal takes: the submit's calculation, to replicate the opposing report's figures from its stated assumptions.
export { runSubmitSteps, type Post } from './submit/submit-steps.ts';
