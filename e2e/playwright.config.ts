import { defineConfig, devices } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Browser tests drive the built app (npm run build) in Debian's Chromium. The server runs
 * on E2E_PORT (scripts/test.mjs picks a free one) with a fresh embedded database and the
 * demo data, exactly as a new user's `npm start` would.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `espasyo-e2e-${port}`);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  // A journey through several pages, each scanned by axe, takes 20–40 s on a busy two-core CI machine
  // beside a second worker and the server: 60 s leaves room without hiding a page that hangs.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: path.join(os.tmpdir(), `espasyo-e2e-results-${port}`),
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    // The service worker (issue 35) caches pages and answers: each journey starts from the network,
    // as without one; e2e/installable-app.spec.ts allows it and tests it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, testIgnore: /(admin|cluster|consent)\.spec\.ts/ },
    // Admin tests change platform-wide settings for a moment: they run after everything else.
    { name: 'admin', use: { ...devices['Desktop Chrome'] }, testMatch: /admin\.spec\.ts/, dependencies: ['chromium'] },
    // New terms effective today ask every signed-in person to agree again (issue 34): after everything else.
    { name: 'consent', use: { ...devices['Desktop Chrome'] }, testMatch: /consent\.spec\.ts/, dependencies: ['admin'] },
    // Two instances behind nginx on PostgreSQL, Redis and S3 (decision 0055): its own servers,
    // started by the spec, not the webServer below. No dependency on the others, so that
    // `playwright test e2e/cluster.spec.ts` runs it alone.
    { name: 'cluster', use: { ...devices['Desktop Chrome'] }, testMatch: /cluster\.spec\.ts/ },
  ],
  webServer: {
    command: `node ${path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../scripts/e2e-server.mjs')}`,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    // A first start seeds the demo data, twelve months of history included (about 30 s on an idle two-core machine).
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      DEMO_DATA: 'on',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
  },
});
