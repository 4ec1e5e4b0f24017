import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { bookingMessages } from '@espasyo/domain/messages/bookings';
import { disputeMessages } from '@espasyo/domain/messages/disputes';
import { test, DEMO, PASSWORD, expectNoSeriousA11yIssues, fillSignIn, signUpViaApi } from './support';

// Booking as a newcomer meets it (issue 30): a cancelled booking shows its refund on its page and
// in Payments; each side has a resolution centre of its disputes; the host's calendar says
// 'Booked' where clients booked; the wallet moves live when a payment settles; the agreement is
// titled by the listing with dates as the app writes them, and so is the sandbox checkout's
// closing time. Each test books its own dates far ahead on the demo host's listings, at random,
// so reruns on one database and the other workers do not collide.

const QUIET = /Iloilo|Davao|Parañaque|Mandaluyong|Cebu/;
/** 'Thu, 10 Dec 2026', as the app writes a date. */
const APP_DATE = /(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{1,2} [A-Z][a-z]{2,3} \d{4}/;

interface HostItem {
  id: string;
  title: string;
  cityName: string | null;
  capacity: number;
  instantBook: boolean;
  pricePerDay: number | null;
}

/** 'YYYY-MM-DD' in the platform's time zone, `n` days from today. */
const dayFromToday = (n: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date(Date.now() + n * 86_400_000));

async function signedIn(browser: Browser, email: string, lands: RegExp): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/signin');
  await fillSignIn(page, email);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(lands);
  return page;
}

/**
 * A live instant-book listing of the demo host priced by the day (of at most `maxUnits` units),
 * and two days from 60 to 300 days ahead in one month with every unit free.
 */
async function freeDays(
  request: APIRequestContext,
  { maxUnits = Infinity, refundable = false }: { maxUnits?: number; refundable?: boolean } = {},
) {
  const signIn = await request.post('/api/auth/signin', { data: { email: DEMO.host, password: PASSWORD } });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  const { items } = (await (await request.get('/api/host/listings?status=active&pageSize=100')).json()) as {
    items: HostItem[];
  };
  const candidates = items.filter(
    (i) => i.instantBook && i.pricePerDay !== null && !QUIET.test(i.cityName ?? '') && i.capacity <= maxUnits,
  );
  for (const item of candidates.sort(() => Math.random() - 0.5)) {
    const listing = (await (await request.get(`/api/listings/${item.id}`)).json()) as {
      minDurationUnit: string | null;
      cancellationPolicy: string;
    };
    if (listing.minDurationUnit === 'month') continue;
    // A strict listing keeps half of what was paid however early the client cancels.
    if (refundable && listing.cancellationPolicy === 'strict') continue;
    for (let tries = 0; tries < 3; tries++) {
      const start = 60 + Math.floor(Math.random() * 240);
      const [from, to] = [dayFromToday(start), dayFromToday(start + 1)];
      if (from.slice(0, 7) !== to.slice(0, 7)) continue;
      const quote = await request.get(`/api/listings/${item.id}/quote?from=${from}&to=${to}&units=${item.capacity}`);
      if (quote.ok()) return { ...item, from, to };
    }
  }
  throw new Error('no instant-book listing of the demo host to book');
}

/** The client books the days (instantly: awaiting payment) through the API of their signed-in page. */
async function book(client: Page, listing: { id: string; from: string; to: string }, units = 1): Promise<string> {
  const res = await client.request.post('/api/bookings', {
    data: { listingId: listing.id, startDate: listing.from, endDate: listing.to, units },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** Signs the agreement by typing, opens the checkout and pays with GCash on the sandbox's page. */
async function pay(client: Page, id: string) {
  const signed = await client.request.post(`/api/bookings/${id}/agreement`, {
    data: { kind: 'typed', name: 'Bea Villanueva' },
  });
  expect(signed.status(), await signed.text()).toBe(201);
  const checkout = await client.request.post(`/api/bookings/${id}/checkout`);
  expect(checkout.status(), await checkout.text()).toBe(200);
  // The gateway's own page, served without the app's scripts: nothing to wait for past its HTML.
  await client.goto(((await checkout.json()) as { checkoutUrl: string }).checkoutUrl, {
    waitUntil: 'domcontentloaded',
  });
  // When it closes, in the app's date format (not 'Dec 10, 2026').
  await expect(
    client.getByText(new RegExp(`^This checkout closes on ${APP_DATE.source}, \\d{1,2}:\\d{2} [AP]M\\.$`)),
  ).toBeVisible();
  await client.getByText('GCash', { exact: true }).click();
  await client.getByRole('button', { name: 'Authorise payment' }).click();
  await expect(client).toHaveURL(new RegExp(`/client/bookings/${id}\\?payment=paid$`));
}

// Each test crosses several pages with an accessibility scan each, on a busy machine.
test.beforeEach(() => test.slow());

test("the agreement is titled by the listing with the app's dates; a cancelled booking shows its refund on its page and in Payments", async ({
  browser,
  request,
}) => {
  const listing = await freeDays(request);
  const client = await signedIn(browser, DEMO.client, /\/client-dashboard$/);
  const id = await book(client, listing);

  // The agreement before signing: the listing's title, dates as people read them, the booking as a reference.
  await client.goto(`/client/bookings/${id}/agreement`);
  await expect(client.getByRole('heading', { level: 1, name: `Rental agreement: ${listing.title}` })).toBeVisible();
  const period = client.locator('section', { has: client.getByRole('heading', { name: 'The period' }) });
  await expect(period).toContainText(
    new RegExp(`From the start of ${APP_DATE.source} to the end of ${APP_DATE.source}`),
  );
  await expect(period).not.toContainText(/\d{4}-\d{2}-\d{2}/);
  await expect(client.getByText(`Booking reference: ${id}`)).toBeVisible();
  await expectNoSeriousA11yIssues(client);

  await pay(client, id);
  const payment = client.getByRole('region', { name: 'Payment' });
  await expect(payment.getByText(new RegExp(`^Paid by GCash on ${APP_DATE.source}$`))).toBeVisible({ timeout: 25_000 });

  await client.getByRole('button', { name: bookingMessages.actionLabels.cancel }).click();
  const dialog = client.getByRole('dialog', { name: 'Cancel this booking?' });
  const back = (await dialog.getByText(/^You will get back ₱[\d,.]+$/).textContent())!.replace(
    'You will get back ',
    '',
  );
  await dialog.getByRole('button', { name: bookingMessages.actionLabels.cancel }).click();
  await expect(client.getByText(/^Booking cancelled\. You will get back ₱/)).toBeVisible();

  // Not only in the toast: how much, back to which method, and how far (live: the sandbox refunds at once).
  const refund = payment.getByRole('list', { name: 'Refund' });
  await expect(refund.getByText(`${back} back to your GCash`)).toBeVisible();
  await expect(refund.getByText('Refunded', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(refund.getByText(new RegExp(`^Booking cancelled · ${APP_DATE.source}$`))).toBeVisible();
  await expect(refund.getByRole('link', { name: 'Refund receipt' })).toBeVisible();
  await expectNoSeriousA11yIssues(client);

  // And in Payments: the refund on top, to GCash, refunded.
  await client.getByRole('link', { name: 'All your payments' }).click();
  await expect(client).toHaveURL(/\/client\/payments$/);
  const first = client
    .getByRole('region', { name: 'Your payments and refunds' })
    .getByRole('listitem')
    .filter({ hasText: /^.*Refund/ })
    .filter({ has: client.getByRole('link', { name: listing.title }) })
    .first();
  await expect(first.getByRole('link', { name: listing.title })).toBeVisible();
  for (const text of ['Refund', 'GCash', 'Refunded', 'Booking cancelled', back])
    await expect(first.getByText(text, { exact: true })).toBeVisible();
});

test("each side finds its disputes in its resolution centre, linked from the booking; someone else's are not there", async ({
  browser,
  request,
}) => {
  const listing = await freeDays(request);
  const client = await signedIn(browser, DEMO.client, /\/client-dashboard$/);
  const id = await book(client, listing);
  await pay(client, id);
  const opened = await client.request.post('/api/disputes', {
    data: { bookingId: id, reason: 'access_refused', description: `The guard turned me away at the gate (e2e ${id}).` },
  });
  expect(opened.status(), await opened.text()).toBe(201);
  const disputeId = ((await opened.json()) as { id: string }).id;

  // From the booking: its disputes panel leads to all of them.
  await client.goto(`/client/bookings/${id}`);
  await client.getByRole('link', { name: disputeMessages.centre.all }).click();
  await expect(client).toHaveURL(/\/client\/disputes$/);
  await expect(client.getByRole('heading', { level: 1, name: disputeMessages.centre.title })).toBeVisible();
  const mine = client.getByRole('listitem').filter({ has: client.locator(`a[href="/client/disputes/${disputeId}"]`) });
  await expect(mine.getByText('Open', { exact: true })).toBeVisible();
  await expect(mine.getByText(new RegExp(`^Opened by you on ${APP_DATE.source} · Host: `))).toBeVisible();
  await expectNoSeriousA11yIssues(client);
  await mine.getByRole('link', { name: disputeMessages.view.viewDispute }).click();
  await expect(client).toHaveURL(new RegExp(`/client/disputes/${disputeId}$`));
  // In the bar of the client's area too (the phone's menu repeats it).
  await expect(client.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Disputes' })).toBeVisible();

  // The host's side.
  const host = await signedIn(browser, DEMO.host, /\/host-dashboard$/);
  await host.goto('/host/disputes');
  const theirs = host.getByRole('listitem').filter({ has: host.locator(`a[href="/host/disputes/${disputeId}"]`) });
  await expect(theirs.getByText(/^Opened by the client on .* · Client: Bea Villanueva$/)).toBeVisible();
  await expectNoSeriousA11yIssues(host);

  // Another client: an empty centre that says what to do, and the dispute is "not found" to them.
  const stranger = await (await browser.newContext()).newPage();
  await signUpViaApi(stranger.request, 'client', 'newcomer');
  await stranger.goto('/client/disputes');
  await expect(stranger.getByRole('heading', { name: disputeMessages.centre.empty.title })).toBeVisible();
  await expect(stranger.getByRole('link', { name: disputeMessages.centre.empty.action })).toBeVisible();
  expect((await stranger.request.get(`/api/disputes/${disputeId}`)).status()).toBe(404);
  await expectNoSeriousA11yIssues(stranger);
});

test("the host's calendar says 'Booked' on the days a client booked, lists the booking, and still 'No dates are blocked'", async ({
  browser,
  request,
}) => {
  // Every unit of a small listing, so the days are full.
  const listing = await freeDays(request, { maxUnits: 3 });
  const client = await signedIn(browser, DEMO.client, /\/client-dashboard$/);
  const id = await book(client, listing, listing.capacity);
  const all = listing.capacity;
  try {
    const host = await signedIn(browser, DEMO.host, /\/host-dashboard$/);
    const month = listing.from.slice(0, 7);
    await host.goto(`/host/listings/${listing.id}/availability?month=${month}`);
    const grid = host.getByRole('grid');
    const dayNumber = Number(listing.from.slice(8));
    const cell = grid.getByRole('button', {
      name: new RegExp(`^\\w+ ${dayNumber} \\w+ \\d{4}, 0 of ${all} free, ${all} booked$`),
    });
    await expect(cell).toBeVisible();
    await expect(cell.getByText('Booked', { exact: true })).toBeVisible();
    const booked = host.getByRole('region', { name: /^Booked in / });
    await expect(booked.locator(`a[href="/host/bookings/${id}"]`)).toBeVisible();
    const units = all === 1 ? 'The whole space' : `${all} of ${all} units`;
    await expect(booked.getByText(`Bea Villanueva · ${units}`)).toBeVisible();
    await expect(host.getByRole('region', { name: /^Blocked in / }).getByText(/^No dates are blocked/)).toBeVisible();
    await expectNoSeriousA11yIssues(host);
  } finally {
    expect((await client.request.post(`/api/bookings/${id}/cancel`)).status()).toBe(200);
  }
});

test("the host's wallet shows a client's payment live, without a reload, as the bell does", async ({
  browser,
  request,
}) => {
  // Two months ahead on a listing that is not strict, the client's cancellation refunds everything.
  const listing = await freeDays(request, { refundable: true });
  const host = await signedIn(browser, DEMO.host, /\/host-dashboard$/);
  await host.goto('/host/wallet');
  await expect(host.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible();
  // The Pending figure, with the bookings its earnings come from.
  const pending = host.locator('dt', { hasText: /^Pending$/ }).locator('xpath=following-sibling::dd[1]');
  await expect(pending).toBeVisible();

  const client = await signedIn(browser, DEMO.client, /\/client-dashboard$/);
  const id = await book(client, listing);
  const earnings = pending.locator(`a[href="/host/bookings/${id}"]`);
  await expect(earnings).toHaveCount(0);
  try {
    await pay(client, id);
    // The booking's earnings are now pending in the wallet the host has open.
    await expect(earnings).toBeVisible({ timeout: 20_000 });
    await expectNoSeriousA11yIssues(host);
  } finally {
    expect((await client.request.post(`/api/bookings/${id}/cancel`)).status()).toBe(200);
  }
  // The refund takes them back out, live too.
  await expect(earnings).toHaveCount(0, { timeout: 20_000 });
});
