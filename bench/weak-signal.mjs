#!/usr/bin/env node
// The app on a weak signal (issue 35): how soon a returning phone shows a listing page, the
// bookings and a booking's access pass, with the service worker and without it, through a link
// of 400 ms round trips and Lighthouse's "Slow 4G" throughput (1.6 Mbit/s down, 750 kbit/s up).
//
// A fresh server with the demo data sits behind a throttling proxy that every request crosses,
// the page's and the worker's alike (the browser's own throttling leaves the worker's out). Per
// page: opened once (the worker keeps it, the browser's HTTP cache keeps the files), then timed
// from the navigation to its content on screen (the listing's title, the first booking, the
// pass's QR code) and to the page answering taps (`<html data-hydrated>`), median of RUNS.
// Without the worker, the browser's HTTP cache still holds the app's hashed files.
//
// Usage: npm run build && node bench/weak-signal.mjs
import net from 'node:net';
import { chromium } from 'playwright';
import { startServer, waitUp } from './lib/server.mjs';

const RUNS = Number(process.env.RUNS ?? 5);
const RTT_MS = 400;
const DOWN_BYTES_PER_MS = 1_600_000 / 8 / 1000;
const UP_BYTES_PER_MS = 750_000 / 8 / 1000;

const serverPort = 3891;
const proxyPort = 3892;
const base = `http://127.0.0.1:${proxyPort}`;

/** Whether the link is weak now: signing in and installing the worker go at full speed. */
let weak = false;

/**
 * A TCP proxy that, while `weak`, delays each direction by half the round trip and lets bytes
 * through no faster than the link's throughput (each direction of each connection queued in order).
 */
function throttlingProxy() {
  const pipe = (from, to, bytesPerMs) => {
    let free = 0; // when the link is next free, in ms since the epoch
    from.on('data', (chunk) => {
      const now = Date.now();
      free = Math.max(free, now) + (weak ? chunk.length / bytesPerMs : 0);
      setTimeout(() => to.writable && to.write(chunk), free - now + (weak ? RTT_MS / 2 : 0));
    });
    from.on('end', () => setTimeout(() => to.end(), Math.max(free - Date.now(), 0) + RTT_MS / 2));
    from.on('error', () => to.destroy());
  };
  return net
    .createServer((client) => {
      const upstream = net.connect(serverPort, '127.0.0.1');
      pipe(client, upstream, UP_BYTES_PER_MS);
      pipe(upstream, client, DOWN_BYTES_PER_MS);
    })
    .listen(proxyPort, '127.0.0.1');
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Opens `path` and times its content (`shown`, a locator's visibility) and the page answering taps. */
async function timeVisit(page, path, shown) {
  const start = Date.now();
  await page.goto(base + path, { waitUntil: 'commit', timeout: 60_000 });
  await shown(page).first().waitFor({ state: 'visible', timeout: 60_000 });
  const content = Date.now() - start;
  await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 60_000 });
  return { content, live: Date.now() - start };
}

async function signedInContext(browser, serviceWorkers) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers });
  const page = await context.newPage();
  await page.goto(`${base}/signin`);
  await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 60_000 });
  await page.fill('input[type=email]', 'client@espasyo.test');
  await page.fill('input[type=password]', 'Espasyo!2026');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL(/client-dashboard/, { timeout: 60_000 });
  if (serviceWorkers === 'allow')
    await page.waitForFunction(() => !!navigator.serviceWorker.controller, undefined, { timeout: 120_000 });
  return { context, page };
}

const server = startServer(serverPort, { PUBLIC_URL: base, DEMO_DATA: 'on' });
const proxy = throttlingProxy();
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  await waitUp(`http://127.0.0.1:${serverPort}`, server.child);
  const api = async (path) => (await fetch(`http://127.0.0.1:${serverPort}${path}`)).json();
  const { items: listings } = await api('/api/listings?limit=1');
  const pages = [
    { name: 'listing page', path: `/spaces/${listings[0].id}`, shown: (p) => p.getByRole('heading', { level: 1 }) },
  ];
  const results = [];
  for (const serviceWorkers of ['block', 'allow']) {
    const { context, page } = await signedInContext(browser, serviceWorkers);
    if (results.length === 0) {
      const { items } = await (await page.request.get(`${base}/api/bookings?group=current`)).json();
      const booking = items.find((b) => b.status === 'active' && b.kind !== 'tenancy') ?? items[0];
      pages.push({
        name: 'bookings',
        path: '/client/bookings?group=current',
        shown: (p) => p.getByRole('main').getByRole('link', { name: booking.listingTitle }),
      });
      pages.push({
        name: 'access pass',
        path: `/client/bookings/${booking.id}/pass`,
        shown: (p) => p.getByRole('img', { name: 'QR code of the pass' }),
      });
    }
    for (const { name, path, shown } of pages) {
      weak = false;
      await timeVisit(page, path, shown); // opened once: kept by the worker and the HTTP cache
      await page.waitForTimeout(2000);
      weak = true;
      const runs = [];
      for (let i = 0; i < RUNS; i++)
        runs.push(
          await timeVisit(page, path, shown).catch(async (e) => {
            await page.screenshot({ path: '/tmp/dbg/weak-fail.png' });
            console.log('DBG', serviceWorkers, path, page.url());
            throw e;
          }),
        );
      results.push({
        name,
        worker: serviceWorkers === 'allow',
        content: median(runs.map((r) => r.content)),
        live: median(runs.map((r) => r.live)),
      });
    }
    weak = false;
    await context.close();
  }
  console.log(
    `A returning phone at ${RTT_MS} ms round trips, 1.6 Mbit/s down (bench/weak-signal.mjs), median of ${RUNS}`,
  );
  console.log('page            content shown (ms)           answers taps (ms)');
  console.log('                no worker  worker  ratio     no worker  worker  ratio');
  for (const { name } of pages) {
    const [off, on] = [false, true].map((w) => results.find((r) => r.name === name && r.worker === w));
    const col = (a, b) => `${String(a).padStart(9)}${String(b).padStart(8)}${(a / b).toFixed(1).padStart(6)}x`;
    console.log(`${name.padEnd(16)}${col(off.content, on.content)}    ${col(off.live, on.live)}`);
  }
} finally {
  await browser.close();
  proxy.close();
  await server.stop();
}
