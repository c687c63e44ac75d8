// The profile feature's public entry for other features (the entry form's Economist choice, the
// report's signature) and the router: kept light, the page loads on its first visit (routes.tsx).
export { listProfiles } from './api/profiles-api.ts';
export { profileRoutes } from './routes.tsx';
export { useEconomistProfiles, type ProfilesState } from './use-economist-profiles.ts';
