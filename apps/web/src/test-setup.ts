import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { startTestStore, unlockTestAccount } from './features/saved-cases/testing/index.ts';

// The whole suite runs in parallel on two cores; the first render of a lazily
// loaded route can take longer than Testing Library's default second to appear.
configure({ asyncUtilTimeout: 5000 });

// Each test has a store of its own, and every page behind sign-in runs with the account's saved cases unlocked, as after the session check.
beforeEach(async () => {
  startTestStore();
  await unlockTestAccount();
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
