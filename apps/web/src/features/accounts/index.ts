// The accounts feature's public entry for other features: kept light (no pages),
// since the form and report headers import it. The router takes `accountRoutes`
// and `RequireSignIn` from ./routes.tsx.
export { UserMenu } from './user-menu.tsx';
export { useSignedInUser, type SignedInUser } from './signed-in-user.ts';
export { useSignOut } from './use-sign-out.ts';
