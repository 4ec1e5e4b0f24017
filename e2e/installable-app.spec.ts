import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';
import { test, DEMO, signIn } from './support';

// The installed app (issue 35, decision 0093): these journeys allow the service worker that every
// other spec blocks (playwright.config.ts). At a phone's width: it installs and takes the page,
// Chromium finds the app installable, the signed-in person's bookings, a booking's page, its pass,
// the start page and the host's check-in open with the network cut (marked "Offline — shown as
// of …"), a page never kept says it needs a connection, and a new deployment's worker replaces the
// old one at the next link followed, with a quiet "Updated".

test.use({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 } });
test.beforeEach(() => test.slow());

const SW_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../web/dist/sw.js');

interface Item {
  id: string;
  status: string;
  kind: string;
  listingTitle: string;
}

/** Waits until the service worker is installed and controls the page. */
async function controlled(page: Page) {
  await page.waitForFunction(() => !!navigator.serviceWorker.controller, undefined, { timeout: 30_000 });
}

/** Waits until the worker keeps the API answer of `apiPath`. */
async function kept(page: Page, apiPath: string) {
  await page.waitForFunction(
    async (p) => !!(await (await caches.open('espasyo-api')).match(p, { ignoreVary: true })),
    apiPath,
    { timeout: 20_000, polling: 250 },
  );
}

test('the worker installs and takes the page; Chromium finds the app installable', async ({ page, context }) => {
  await page.goto('/');
  // A visitor's first page is left alone (service-worker-start.ts): the worker comes once they move on.
  await page.waitForTimeout(3000);
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistration('/'))).toBeUndefined();
  await page.getByRole('link', { name: 'Sign up to rent' }).click();
  await expect(page).toHaveURL(/\/signup\?type=client$/);
  await controlled(page);
  await page.goto('/');
  await page.reload(); // under the worker: the landing page is kept
  // What the worker keeps on install: the app's files, a few hundred, none of the staff's pages.
  const precached = await page.evaluate(async () => {
    const names = await caches.keys();
    const precache = names.find((n) => n.startsWith('workbox-precache'));
    return precache ? (await (await caches.open(precache)).keys()).map((r) => new URL(r.url).pathname) : [];
  });
  expect(precached.length).toBeGreaterThan(100);
  expect(precached).toContain('/icons/icon-192.png');
  expect(precached.some((p) => /\/assets\/admin-/.test(p))).toBe(false);

  // Chromium's own check of what installing needs (a manifest with name, icons, start URL,
  // display, and a service worker): no error but the one a test browser's private profile gives.
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
  const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
  expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
  expect(manifest.errors).toEqual([]);

  // The start page opens with no network (Lighthouse's "offline start URL"): a visitor's is the landing page.
  await context.setOffline(true);
  await page.goto('/start?source=pwa');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await context.setOffline(false);
});

test("offline, the client's bookings, a booking's page, its pass and the start page open as of when they were fetched", async ({
  page,
  context,
}) => {
  await signIn(page, DEMO.client);
  await page.goto('/client/bookings?group=current');
  await controlled(page);
  // Opened again under the worker: the list is kept, and its bookings and passes fetched ahead.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'My Bookings' })).toBeVisible();
  const { items } = (await (await page.request.get('/api/bookings?group=current')).json()) as { items: Item[] };
  const booking = items.find((b) => b.status === 'active' && b.kind !== 'tenancy');
  expect(booking, "the demo client's active booking").toBeTruthy();
  await kept(page, `/api/bookings/${booking!.id}`);
  await kept(page, `/api/bookings/${booking!.id}/pass`);

  await context.setOffline(true);
  try {
    await page.goto('/client/bookings?group=current');
    await expect(page.getByText(/^Offline — shown as of \d{1,2}:\d{2}/)).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(booking!.listingTitle) }).first()).toBeVisible();

    // A booking's page, never opened before: fetched ahead by the worker.
    await page.goto(`/client/bookings/${booking!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: booking!.listingTitle })).toBeVisible();
    await expect(page.getByText(/^Offline — shown as of /).first()).toBeVisible();

    // Its pass, never opened before either.
    await page.goto(`/client/bookings/${booking!.id}/pass`);
    await expect(page.getByRole('img', { name: 'QR code of the pass' })).toBeVisible();
    await expect(page.getByLabel(/^PIN \d/)).toHaveText(/^\d{6}$/);
    await expect(page.getByText(/^Offline — shown as of /).first()).toBeVisible();

    // The installed app's start page: the client's dashboard.
    await page.goto('/start?source=pwa');
    await expect(page).toHaveURL(/\/client-dashboard$/);

    // A page never kept: it says that it needs a connection.
    await page.goto('/client/favorites');
    await expect(page.getByRole('heading', { level: 1, name: 'This page could not load' })).toBeVisible();
    await expect(page.getByText(/^You are offline, and this page is not saved on this phone yet/)).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});

test("offline, the host's check-in page opens with the gates it checks", async ({ page, context }) => {
  await signIn(page, DEMO.host);
  await page.goto('/host/check-in');
  await controlled(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Check-in' })).toBeVisible();
  await kept(page, '/api/host/check-in/listings');

  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Check-in' })).toBeVisible();
    await expect(page.getByText(/^Offline — shown as of /)).toBeVisible();
    await expect(page.getByLabel(/^PIN/)).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});

// The worker is swapped while the link is held: had the router fetched the page meanwhile, the old
// worker would have started again and the swap waited (decision 0093). Passed 10 times in a row
// with the machine's two cores taken by three busy loops.
test('a new deployment: its worker waits, takes over at the next link followed, and the page says it was updated', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 }); // the area's links in the top bar
  await signIn(page, DEMO.client);
  await page.goto('/client-dashboard');
  await controlled(page);
  const original = fs.readFileSync(SW_FILE, 'utf8');
  try {
    // What a new release does to /sw.js (no-cache): the browser finds it changed at its next check.
    fs.writeFileSync(SW_FILE, `${original}\n// a new deployment ${Date.now()}\n`);
    const waiting = await page.evaluate(async () => {
      const reg = (await navigator.serviceWorker.getRegistration('/'))!;
      await reg.update();
      const next = reg.installing ?? reg.waiting;
      if (next && next.state !== 'installed')
        await new Promise<void>((resolve) =>
          next.addEventListener('statechange', () => next.state === 'installed' && resolve()),
        );
      return !!reg.waiting;
    });
    expect(waiting, 'the new worker waits while the old one controls the page').toBe(true);
    // The app's registration chunk comes a moment after the page, once it is idle (main.tsx).
    await page.waitForTimeout(4000);
    // Still the old version until the person goes elsewhere: nothing reloads under them.
    await expect(page.getByText('Updated to the latest version.')).toHaveCount(0);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Bookings' }).click();
    // The link's page, loaded anew under the new worker, says so quietly.
    await expect(page.getByText('Updated to the latest version.')).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/client\/bookings$/);
    expect(
      await page.evaluate(async () => {
        const reg = (await navigator.serviceWorker.getRegistration('/'))!;
        return { waiting: !!reg.waiting, active: reg.active?.state, controlled: !!navigator.serviceWorker.controller };
      }),
    ).toEqual({ waiting: false, active: 'activated', controlled: true });
  } finally {
    fs.writeFileSync(SW_FILE, original);
  }
});

test('the offer to install comes once, after a first booking, never on a first visit', async ({ page }) => {
  await signIn(page, DEMO.client);
  const offer = page.getByRole('region', { name: 'Get Espasyo on your home screen' });
  const browserOffers = () =>
    page.evaluate(() =>
      window.dispatchEvent(
        Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
          prompt: () => Promise.resolve(),
          userChoice: Promise.resolve({ outcome: 'dismissed' }),
        }),
      ),
    );
  // Not earned yet: the browser's offer is kept, and nothing shows.
  await browserOffers();
  await page.waitForTimeout(500);
  await expect(offer).toHaveCount(0);

  // A first booking earns it (as the booking code marks it): offered once.
  await page.evaluate(() => localStorage.setItem('espasyo.install.earned', 'booking'));
  await page.goto('/client-dashboard');
  await browserOffers();
  await expect(offer).toBeVisible();
  await expect(offer.getByRole('button', { name: 'Install' })).toBeVisible();
  await offer.getByRole('button', { name: 'Not now' }).click();
  await expect(offer).toHaveCount(0);

  await page.goto('/client-dashboard');
  await browserOffers();
  await page.waitForTimeout(500);
  await expect(offer).toHaveCount(0);
});
