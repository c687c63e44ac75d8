// What other features' tests use of the profile feature: the fake /api/profiles and stored profiles.
export * from './fake-profiles-server.ts';
