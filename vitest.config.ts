import { readdirSync, readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * The web tests that replace a module with `vi.mock`. The other web files share one module graph and one
 * DOM per worker (`isolate: false`), which halves the project's time (the per-file cost of jsdom, the setup
 * and the imports of React and the app); a module already loaded for another file cannot be replaced for
 * one of them, so these files keep a fresh context each.
 */
const webFilesReplacingModules = readdirSync('apps/web/src', { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => `apps/web/src/${file}`)
  .filter((file) => readFileSync(file, 'utf8').includes('vi.mock('));

const webProject = {
  plugins: [react()],
  test: {
    environment: 'jsdom' as const,
    setupFiles: ['apps/web/src/test-setup.ts'],
    testTimeout: 20_000,
  },
};

// One `vitest run` drives every suite; each workspace is a project so that the
// web tests get a DOM while the engine and server run on plain Node, and the
// browser journeys run after the unit suites, each file against a real server of its own.
export default defineConfig({
  test: {
    // Vitest's default leaves a core idle (cores − 1): on a 2-core CI machine that ran the unit suites one
    // file at a time, 341 s against 213 s with both cores. The journeys run two files at a time as well: a journey
    // mostly waits on its browser (180 s alone on one core's worth of work, 126 s two at a time).
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
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        ...webProject,
        test: {
          ...webProject.test,
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          exclude: webFilesReplacingModules,
          isolate: false,
        },
      },
      { ...webProject, test: { ...webProject.test, name: 'web-isolated', include: webFilesReplacingModules } },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.spec.ts'],
          environment: 'node',
          // After the unit suites, so that a journey's timeouts never compete with them for the cores.
          sequence: { groupOrder: 1 },
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
