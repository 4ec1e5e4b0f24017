import { expect, type APIResponse, type Page } from '@playwright/test';
import { paths } from '@espasyo/domain/paths';
import { startOwnServer } from './own-server';
import { DEMO, PASSWORD, signUpViaApi, test } from './support';

// Issue 30, decision 0062: signed-in people were sent to the sign-in page after a few searches,
// because every thumbnail counted as an API call and a refused session check read as signed out.
// The shared server raises every limit a hundredfold (its specs' users share one address), so
// this spec starts its own with the settings' real limits: 100 API calls a minute for each user.

let server: Awaited<ReturnType<typeof startOwnServer>>;
test.beforeAll(async () => {
  test.setTimeout(300_000); // a first start seeds the demo data
  server = await startOwnServer({ RATE_LIMIT_SCALE: '1' });
});
test.afterAll(async () => {
  await server?.stop();
});

const API_CALL = '/api/pricing/fees?subtotal=100';

/** Starts a count at least 15 s before the minute ends, so the next window does not split it. */
async function awayFromMinuteEnd() {
  const second = new Date().getSeconds();
  if (second >= 45) await new Promise((r) => setTimeout(r, (61 - second) * 1000));
}

/** The signed-in frame: the account menu, on public and signed-in pages alike. */
const accountMenu = (page: Page) => page.getByRole('button', { name: /^Account menu for / });

const tally = (answers: APIResponse[], status: number) => answers.filter((r) => r.status() === status).length;

test('a signed-in client loading 40 pages as fast as they come is never shown the sign-in page, and the session check is never refused', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  const signIn = await page.request.post('/api/auth/signin', { data: { email: DEMO.client, password: PASSWORD } });
  expect(signIn.status()).toBe(200);
  const { items } = (await (await page.request.get('/api/listings?page=2')).json()) as { items: { id: string }[] };
  expect(items.length).toBeGreaterThanOrEqual(10);

  const sessionChecks: number[] = [];
  const apiLimits = new Set<string>();
  const addresses: string[] = [];
  page.on('response', (res) => {
    const { pathname } = new URL(res.url());
    if (pathname === '/api/auth/me') sessionChecks.push(res.status());
    else if (pathname.startsWith('/api/') && !pathname.startsWith('/api/files/'))
      apiLimits.add(res.headers()['x-ratelimit-limit'] ?? '');
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) addresses.push(new URL(frame.url()).pathname);
  });

  // Full page loads, each right after the last: a search page (about twenty thumbnails), a
  // listing, the bookings and the messages, ten times over.
  const pages = items
    .slice(0, 10)
    .flatMap((listing, i) => [
      `/spaces?page=${(i % 7) + 1}`,
      `/spaces/${listing.id}`,
      paths.client.bookings.getHref(),
      paths.client.messages.getHref(),
    ]);
  expect(pages).toHaveLength(40);
  for (const path of pages) {
    await page.goto(path);
    await expect(accountMenu(page), path).toBeVisible();
  }
  expect(addresses.filter((a) => a === paths.auth.signIn.getHref())).toEqual([]);
  expect(sessionChecks.filter((status) => status !== 200)).toEqual([]);
  expect(apiLimits).toContain('100'); // the real limit, not the shared server's raised one

  // Whatever is left of the minute's API calls used up, as a script would: a page still opens
  // signed in, and the session check still answers, while the API refuses.
  await awayFromMinuteEnd();
  let last = 200;
  for (let i = 0; i < 250 && last !== 429; i++) last = (await page.request.get(API_CALL)).status();
  expect(last).toBe(429);
  await page.goto(paths.client.bookings.getHref());
  await expect(accountMenu(page)).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(paths.client.bookings.getHref());
  const me = await page.request.get('/api/auth/me');
  expect(me.status()).toBe(200);
  expect(((await me.json()) as { user: { email: string } }).user.email).toBe(DEMO.client);
  expect((await page.request.get(API_CALL)).status()).toBe(429);
  expect(sessionChecks.filter((status) => status !== 200)).toEqual([]);
  await context.close();
});

test('150 thumbnails fetched at once leave the next API call unlimited', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: server.url });
  await signUpViaApi(context.request, 'client', 'thumbnails');
  const page = await context.newPage();
  await page.goto('/spaces?page=3');
  await expect(accountMenu(page)).toBeVisible();
  const thumbnails = (
    await page.locator('img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src') ?? ''))
  ).filter((src) => src.startsWith('/api/files/listings/'));
  expect(thumbnails.length).toBeGreaterThanOrEqual(10);

  await awayFromMinuteEnd();
  const result = await page.evaluate(
    async ({ urls, apiCall }) => {
      const before = (await fetch(apiCall)).headers.get('x-ratelimit-remaining');
      // As a page of pictures asks for them: all at once, none from the browser's cache.
      const pictures = await Promise.all(
        Array.from({ length: 150 }, (_, i) =>
          fetch(urls[i % urls.length], { cache: 'no-store' }).then((r) => r.status),
        ),
      );
      const next = await fetch(apiCall);
      return {
        before: Number(before),
        pictures,
        next: {
          status: next.status,
          limit: next.headers.get('x-ratelimit-limit'),
          remaining: Number(next.headers.get('x-ratelimit-remaining')),
        },
      };
    },
    { urls: thumbnails, apiCall: API_CALL },
  );
  expect(result.pictures.filter((status) => status !== 200)).toEqual([]);
  // The pictures used none of the minute's 100 API calls: the next one finds one fewer than before it.
  expect(result.next).toEqual({ status: 200, limit: '100', remaining: result.before - 1 });
  await context.close();
});

test('a script making 101 API calls in a minute is still limited', async ({ playwright }) => {
  const script = await playwright.request.newContext({ baseURL: server.url });
  await signUpViaApi(script, 'client', 'script');
  await awayFromMinuteEnd();
  const answers = await Promise.all(Array.from({ length: 101 }, () => script.get(API_CALL)));
  expect([tally(answers, 200), tally(answers, 429)]).toEqual([100, 1]);
  const refused = answers.find((r) => r.status() === 429)!;
  expect(await refused.json()).toEqual({
    error: { code: 'rate_limited', message: 'Too many requests. Please try again later.' },
  });
  expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0);
  await script.dispose();
});
