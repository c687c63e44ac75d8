// The accounts feature's public entry for other features and the router. Kept light: the pages load
// on their first visit (routes.tsx), since the form and report headers import this file.
export { accountRoutes, RequireSignIn } from './routes.tsx';
export { SessionRenewalDialog } from './session-renewal/session-renewal-dialog.tsx';
export { UserMenu } from './user-menu.tsx';
export { useSignedInUser } from './signed-in-user.ts';
