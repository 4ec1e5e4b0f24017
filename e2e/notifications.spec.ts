import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { bookingMessages } from '@espasyo/domain/messages/bookings';
import n from '@espasyo/domain/i18n/en/notifications';
import { test, DEMO, expectNoSeriousA11yIssues, fillSignIn, withdrawBooking } from './support';

// Notifications in the browser (issue 21): a client's booking request raises the host's bell in
// another browser context, live, without a reload; the panel shows it and opens the booking;
// the chime the tab plays is a real MP3. The request is for days far ahead, at random, on a
// listing outside the cities other tests pause, so reruns and parallel workers do not collide.

const QUIET = /Iloilo|Davao|Parañaque|Mandaluyong|Cebu/;

const dayFromToday = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date(Date.now() + days * 86_400_000));

/** A live request-to-book listing of the demo host priced by the day, with two free days 60–300 days ahead. */
async function requestListing(request: APIRequestContext) {
  const signIn = await request.post('/api/auth/signin', { data: { email: DEMO.host, password: 'Espasyo!2026' } });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  const { items } = (await (await request.get('/api/host/listings?status=active&pageSize=100')).json()) as {
    items: { id: string; title: string; cityName: string | null; instantBook: boolean; pricePerDay: number | null }[];
  };
  const candidates = items.filter((i) => !i.instantBook && i.pricePerDay !== null && !QUIET.test(i.cityName ?? ''));
  for (const item of candidates.sort(() => Math.random() - 0.5)) {
    const listing = (await (await request.get(`/api/listings/${item.id}`)).json()) as {
      minDurationUnit: string | null;
    };
    if (listing.minDurationUnit === 'month') continue;
    for (let tries = 0; tries < 3; tries++) {
      const start = 60 + Math.floor(Math.random() * 240);
      const [from, to] = [dayFromToday(start), dayFromToday(start + 1)];
      if ((await request.get(`/api/listings/${item.id}/quote?from=${from}&to=${to}`)).ok())
        return { ...item, from, to };
    }
  }
  throw new Error('no request-to-book listing of the demo host to book');
}

/** A page of its own (own cookies) signed in through /signin, landed where the role lands. */
async function signedIn(browser: Browser, email: string, lands: RegExp): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/signin');
  await fillSignIn(page, email);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(lands);
  return page;
}

/** Resolves once the tab's socket has subscribed to the user's own topic. */
function userTopicSubscribed(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (ws) =>
      ws.on('framereceived', ({ payload }) => {
        if (String(payload).includes('"subscribed"') && String(payload).includes('"user:')) resolve();
      }),
    );
  });
}

/** The number in the bell's name: 'Notifications, 3 unread' → 3, 'Notifications' → 0. */
async function unreadOf(page: Page): Promise<number> {
  const name = (await page.getByRole('button', { name: /^Notifications/ }).getAttribute('aria-label')) ?? '';
  const m = /, (\d+)\+? unread$/.exec(name);
  return m ? Number(m[1]) : 0;
}

test.beforeEach(() => test.slow());

test("a client's booking request raises the host's bell live, without a reload, and the panel opens it", async ({
  browser,
  request,
}) => {
  const listing = await requestListing(request);
  const hostContext = await browser.newContext();
  const host = await hostContext.newPage();
  const subscribed = userTopicSubscribed(host);
  await host.goto('/signin');
  await fillSignIn(host, DEMO.host);
  await host.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(host).toHaveURL(/\/host-dashboard$/);
  await subscribed;
  const bell = host.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toBeVisible();
  // Everything read elsewhere (as from another tab): the open page hears the count drop, and
  // a badge capped at 99+ by earlier tests' bookings cannot hide the rise.
  const read = await host.request.post('/api/me/notifications/read', { data: { ids: 'all' } });
  expect(read.ok(), await read.text()).toBe(true);
  await expect.poll(() => unreadOf(host)).toBeLessThan(5);
  const before = await unreadOf(host);
  // Marks this page: a reload would lose it.
  await host.evaluate(() => Object.assign(window, { __notLoaded: true }));

  const client = await signedIn(browser, DEMO.client, /\/client-dashboard$/);
  await client.goto(`/client/listing/${listing.id}?from=${listing.from}&to=${listing.to}`);
  await client.getByRole('button', { name: bookingMessages.actionLabels.request }).click();
  await expect(client).toHaveURL(/\/client\/bookings\/[^/?]+$/);
  const bookingId = new URL(client.url()).pathname.split('/').pop()!;

  await expect.poll(() => unreadOf(host), { timeout: 10_000 }).toBeGreaterThan(before);
  expect(await host.evaluate(() => (window as unknown as { __notLoaded?: boolean }).__notLoaded)).toBe(true);

  await bell.click();
  const panel = host.getByRole('dialog', { name: n.bell.panelTitle });
  const item = panel.locator(`a[href="/host/bookings/${bookingId}"]`);
  await expect(item).toContainText(`New booking request: ${listing.title}`);
  await expect(item).toContainText(n.actionNeeded);
  await expectNoSeriousA11yIssues(host);
  await item.click();
  await expect(host).toHaveURL(new RegExp(`/host/bookings/${bookingId}$`));

  // The full page lists it too, read now.
  await host.goto('/host/notifications');
  await expect(host.getByRole('heading', { level: 1, name: n.title })).toBeVisible();
  await expect(host.getByRole('link', { name: `New booking request: ${listing.title}` }).first()).toBeVisible();
  await expectNoSeriousA11yIssues(host);
  await withdrawBooking(client, bookingId);
});

test('the chime is a real MP3 the browser can play, about a second long', async ({ page }) => {
  const res = await page.request.get('/notification-sound.mp3');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('audio/mpeg');
  await page.goto('/');
  const duration = await page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const audio = new Audio('/notification-sound.mp3');
        audio.onloadedmetadata = () => resolve(audio.duration);
        audio.onerror = () => reject(new Error(`cannot decode: ${audio.error?.code}`));
      }),
  );
  expect(duration).toBeGreaterThan(0.8);
  expect(duration).toBeLessThan(1.5);
});
