import type { RouteObject } from 'react-router';

/** /profile, loaded on its first visit only; the router puts it behind the session check. */
export const profileRoutes: RouteObject[] = [
  {
    path: 'profile',
    lazy: async () => ({ Component: (await import('./pages/profile-page.tsx')).ProfilePage }),
    hydrateFallbackElement: <div className="p-5 text-muted">Loading profile…</div>,
  },
];
