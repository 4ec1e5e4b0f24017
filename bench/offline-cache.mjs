#!/usr/bin/env node
// What the service worker keeps for a signed-in client (issue 35): a fresh server with the demo
// data, Debian's Chromium at a phone's size, the demo client signs in and opens the dashboard,
// their bookings, a booking and its pass (the pages a renter opens before going to the gate).
// Prints, per cache, the entries and the bytes stored (Cache Storage keeps bodies uncompressed),
// and for the files kept on install the bytes a phone downloads for them (brotli, as the server
// sends them), with the build's whole /assets/ folder beside it.
//
// Usage: npm run build && node bench/offline-cache.mjs
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright';
import { root, startServer, waitUp } from './lib/server.mjs';

const port = 3890;
const base = `http://127.0.0.1:${port}`;
const dist = path.join(root, 'web/dist');
const KiB = 1024;

/** The bytes the server sends for a file of the build: its .br when there is one. */
function sentSize(rel) {
  const file = path.join(dist, rel);
  if (fs.existsSync(`${file}.br`)) return fs.statSync(`${file}.br`).size;
  const data = fs.readFileSync(file);
  return /\.(js|css|svg|json)$/.test(rel) ? zlib.brotliCompressSync(data).length : data.length;
}

const precacheList = [...fs.readFileSync(path.join(dist, 'sw.js'), 'utf8').matchAll(/"url":"([^"]+)"/g)].map(
  (m) => m[1],
);
const assets = fs.readdirSync(path.join(dist, 'assets')).filter((f) => /\.(js|css)$/.test(f));
const sum = (files) => files.reduce((n, f) => n + sentSize(f), 0);

const server = startServer(port, { PUBLIC_URL: base, DEMO_DATA: 'on' });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  await waitUp(base, server.child);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'allow' });
  const page = await context.newPage();
  await page.goto(`${base}/signin`);
  await page.waitForSelector('html[data-hydrated]');
  await page.fill('input[type=email]', 'client@espasyo.test');
  await page.fill('input[type=password]', 'Espasyo!2026');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL(/client-dashboard/);
  await page.waitForFunction(() => !!navigator.serviceWorker.controller, undefined, { timeout: 60_000 });
  const { items } = await (await page.request.get(`${base}/api/bookings?group=current`)).json();
  const visits = ['/client-dashboard', '/client/bookings', '/client/bookings?group=current'];
  if (items[0]) visits.push(`/client/bookings/${items[0].id}`, `/client/bookings/${items[0].id}/pass`);
  for (const visit of visits) {
    await page.goto(base + visit);
    await page.waitForLoadState('networkidle');
  }
  await page.waitForTimeout(3000); // the bookings fetched ahead
  const caches = await page.evaluate(async () => {
    const out = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      let bytes = 0;
      const keys = await cache.keys();
      for (const key of keys) bytes += (await (await cache.match(key)).blob()).size;
      out.push({ name, entries: keys.length, bytes, urls: name === 'espasyo-assets' ? keys.map((k) => k.url) : [] });
    }
    return out;
  });
  console.log('What the service worker keeps for the demo client (bench/offline-cache.mjs)');
  console.log('cache                                   entries   stored KiB');
  let total = 0;
  for (const c of caches) {
    total += c.bytes;
    console.log(`${c.name.padEnd(40)}${String(c.entries).padStart(7)}${(c.bytes / KiB).toFixed(1).padStart(13)}`);
  }
  const runtime = caches.flatMap((c) => c.urls);
  if (runtime.length) console.log(`(fetched as used: ${runtime.map((u) => new URL(u).pathname).join(', ')})`);
  console.log(`${'total'.padEnd(47)}${(total / KiB).toFixed(1).padStart(13)}`);
  const kept = sum(precacheList);
  const whole = sum(assets.map((f) => `assets/${f}`));
  console.log(
    `\nKept on install: ${precacheList.length} files, ${(kept / KiB).toFixed(1)} KiB downloaded (brotli); ` +
      `the build's /assets/: ${assets.length} files, ${(whole / KiB).toFixed(1)} KiB (${((100 * kept) / whole).toFixed(0)}%).`,
  );
} finally {
  await browser.close();
  await server.stop();
}
