import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { messagesPlugin } from './web/messages-plugin.ts';

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

/**
 * The web's tests run without isolation too: one jsdom per worker and one module cache, file
 * after file (about 4 × less time than a fresh DOM and fresh imports per file). Each file renders
 * into a clean document, and setup-tests.ts puts back what a file may change on the window
 * (stubbed globals, timers, storage, cookies). A file in WEB_ISOLATED keeps its own: it replaces
 * a module (vi.mock: every such file, found by reading them, so that none is forgotten), or drives
 * the tab's one realtime socket (lib/realtime.ts keeps it in the module), whose state would carry
 * over to the next file.
 */
const webSrc = fileURLToPath(new URL('./web/src', import.meta.url));
const MOCKING = readdirSync(webSrc, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file) && readFileSync(`${webSrc}/${file}`, 'utf8').includes('vi.mock('))
  .map((file) => `src/${file.split('\\').join('/')}`);
const WEB_ISOLATED = [
  ...MOCKING,
  'src/features/messages/api/use-messages-badge.test.tsx',
  'src/features/messages/routes/client-messages.test.tsx',
  'src/features/messages/routes/messages-send.test.tsx',
  'src/features/messages/routes/messages-offline.test.tsx',
  'src/features/messages/routes/admin-chat.test.tsx',
  'src/lib/realtime.test.ts',
  // A fresh copy of the catalogue's module (vi.resetModules), with no namespace loaded yet.
  'src/lib/use-messages-replay.test.tsx',
].filter((file, i, all) => all.indexOf(file) === i);
const web = {
  // The message catalogue compiled as the build compiles it (issue 34).
  plugins: [messagesPlugin()],
  resolve: { alias: { '@': fileURLToPath(new URL('./web/src', import.meta.url)) } },
  test: {
    root: './web',
    include: ['src/**/*.test.{ts,tsx}'],
    // As the server's: a page's first render and its MSW answers can take seconds on a busy
    // two-core machine. A limit that stops a test that hangs, not a measure of speed.
    testTimeout: 30000,
    // Component tests (*.test.tsx) need a DOM; MSW answers their API calls (web/src/testing).
    environment: 'jsdom',
    setupFiles: ['src/testing/setup-tests.ts'],
  },
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
      { ...web, test: { ...web.test, name: 'web', exclude: WEB_ISOLATED, isolate: false } },
      { ...web, test: { ...web.test, name: 'web-isolated', include: WEB_ISOLATED } },
    ],
  },
});
