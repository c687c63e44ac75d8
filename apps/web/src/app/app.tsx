import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createSavedCaseStore, SavedCaseStoreProvider } from '../features/saved-cases/index.ts';
import { createAppRouter } from './router.tsx';

/**
 * Starts the app in `container`: the page's one saved-case store is made here,
 * given to the routes (the report's loader reads from it) and, through its
 * provider, to every screen.
 */
export function startApp(container: HTMLElement): void {
  const savedCases = createSavedCaseStore();
  const router = createAppRouter(savedCases);
  createRoot(container).render(
    <StrictMode>
      <SavedCaseStoreProvider store={savedCases}>
        <RouterProvider router={router} />
      </SavedCaseStoreProvider>
    </StrictMode>,
  );
}
