// The profile feature's public entry for other features (the entry form's Economist choice, the
// report's signature): kept light, no pages. The router takes `profileRoutes` from ./routes.tsx.
export { listProfiles } from './api/profiles-api.ts';
export { useEconomistProfiles, type ProfilesState } from './use-economist-profiles.ts';
