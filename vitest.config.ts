import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The server's integration tests run without isolation: each worker imports the server once and
 * runs file after file in it (every file builds its own app on its own database, so nothing is
 * shared but the module cache), which took the import time of a run from ~300 s to ~10 s. A file
 * that replaces a module with vi.mock needs a fresh module cache: it goes in ISOLATED.
 */
const ISOLATED = ['src/http/openapi.test.ts'];
const server = {
  root: './server',
  testTimeout: 30000,
  hookTimeout: 60000,
  pool: 'forks' as const,
  globalSetup: ['src/test/global-setup.ts'],
};

export default defineConfig({
  test: {
    // One worker per core (Vitest's default leaves one core out): the server's tests wait on
    // PostgreSQL much of the time, so the second worker keeps both cores busy.
    maxWorkers: os.availableParallelism(),
    projects: [
      // Property tests (fast-check) run thousands of cases: a busy machine needs more than 5 s.
      { test: { name: 'domain', root: './domain', include: ['src/**/*.test.ts'], testTimeout: 30000 } },
      { test: { ...server, name: 'server', include: ['src/**/*.test.ts'], exclude: ISOLATED, isolate: false } },
      { test: { ...server, name: 'server-isolated', include: ISOLATED } },
      {
        resolve: { alias: { '@': fileURLToPath(new URL('./web/src', import.meta.url)) } },
        test: {
          name: 'web',
          root: './web',
          include: ['src/**/*.test.{ts,tsx}'],
          // Component tests (*.test.tsx) need a DOM; MSW answers their API calls (web/src/testing).
          environment: 'jsdom',
          setupFiles: ['src/testing/setup-tests.ts'],
        },
      },
    ],
  },
});
