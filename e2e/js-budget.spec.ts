import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';
import { test } from './support';

// Issue 30: scripts/js-budget.mjs counts, from the build's manifest, the JavaScript each public
// page downloads before it is interactive, leaving out only what its DEFERRED list says a phone
// fetches later. Here a phone (Lighthouse's: 412 × 823) opens each page as a visitor and waits
// until the network is quiet: every script it downloaded must be one the count includes.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface Counted {
  route: string;
  files: string[];
}
const counted = JSON.parse(
  execFileSync(process.execPath, [path.join(root, 'scripts/js-budget.mjs'), '--json', '--report'], {
    encoding: 'utf8',
  }),
) as Counted[];
const filesOf = (route: string) => new Set(counted.find((c) => c.route === route)!.files.map((f) => `/${f}`));

test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

test.describe('the JavaScript budget counts what a phone downloads', () => {
  for (const route of ['/', '/signin', '/signup', '/spaces', '/spaces/{id}', '/terms']) {
    test(`${route}: every script the page fetches is counted`, async ({ page }) => {
      let url = route;
      if (route === '/spaces/{id}') {
        const html = await (await page.request.get('/spaces')).text();
        url = `/spaces/${/href="\/spaces\/([^"/?#]+)"/.exec(html)![1]}`;
      }
      const scripts: string[] = [];
      page.on('request', (req) => {
        if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
      });
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      const files = filesOf(route);
      expect(scripts.length).toBeGreaterThan(0);
      expect(scripts.filter((f) => !files.has(f))).toEqual([]);
    });
  }
});
