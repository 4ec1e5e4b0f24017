import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      // Property tests (fast-check) run thousands of cases: a busy machine needs more than 5 s.
      { test: { name: 'domain', root: './domain', include: ['src/**/*.test.ts'], testTimeout: 30000 } },
      {
        test: {
          name: 'server',
          root: './server',
          include: ['src/**/*.test.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
          pool: 'forks',
          globalSetup: ['src/test/global-setup.ts'],
        },
      },
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
