import type { RouteObject } from 'react-router';

/** /{formId}/rebuttal: the opposing report entered and rebutted; its page loads when first opened. */
export const rebuttalRoutes: RouteObject[] = [{ path: ':formId/opposing-report', lazy: () => import('./rebuttal-page.tsx') }];
