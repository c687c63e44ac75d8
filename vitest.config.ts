import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// One `vitest run` drives every suite; each workspace is a project so that the
// web tests get a DOM while the engine and server run on plain Node, and the
// browser journeys run one file at a time against a real server.
export default defineConfig({
  test: {
    // Vitest's default leaves a core idle (cores − 1): on a 2-core CI machine that ran the unit suites one
    // file at a time, 341 s against 213 s with both cores. The journeys stay one at a time (below).
    maxWorkers: '100%',
    projects: [
      { test: { name: 'engine', include: ['packages/*/src/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'scripts', include: ['scripts/**/*.test.ts', 'eslint-rules/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['apps/server/src/testing/setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test-setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.spec.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
