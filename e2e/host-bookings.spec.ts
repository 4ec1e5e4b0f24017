import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { bookingMessages } from '@espasyo/domain/messages/bookings';
import { test, DEMO, expectNoSeriousA11yIssues, fillSignIn } from './support';

// The host's and staff's booking pages (issue 19): a client's request answered from
// /host/bookings, a decline by keyboard that needs a reason, the host dashboard's figures, and
// staff's /bookings with a cancellation that shows the refund first. Requests are for dates far
// ahead, at random, on listings outside the cities other tests pause, so reruns and parallel
// workers do not collide.

const m = bookingMessages;
const QUIET = /Iloilo|Davao|Parañaque|Mandaluyong|Cebu/;

/** 'YYYY-MM-DD' in the platform's time zone, `n` days from today. */
const dayFromToday = (n: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date(Date.now() + n * 86_400_000));

interface HostItem {
  id: string;
  title: string;
  cityName: string | null;
  instantBook: boolean;
  pricePerDay: number | null;
}

/** A live request-to-book listing of the demo host priced by the day, with two free days 60–300 days ahead. */
async function requestListing(request: APIRequestContext) {
  const signIn = await request.post('/api/auth/signin', { data: { email: DEMO.host, password: 'Espasyo!2026' } });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  const { items } = (await (await request.get('/api/host/listings?status=active&pageSize=100')).json()) as {
    items: HostItem[];
  };
  const candidates = items.filter((i) => !i.instantBook && i.pricePerDay !== null && !QUIET.test(i.cityName ?? ''));
  for (const item of candidates.sort(() => Math.random() - 0.5)) {
    const listing = (await (await request.get(`/api/listings/${item.id}`)).json()) as {
      minDurationUnit: string | null;
    };
    if (listing.minDurationUnit === 'month') continue;
    for (let tries = 0; tries < 3; tries++) {
      const start = 60 + Math.floor(Math.random() * 240);
      const from = dayFromToday(start);
      const to = dayFromToday(start + 1);
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

/** The client asks for the listing's days through the API (the listing page's booking is tested in bookings.spec). */
async function requestDays(client: Page, listingId: string, from: string, to: string): Promise<string> {
  const res = await client.request.post('/api/bookings', { data: { listingId, startDate: from, endDate: to } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

// Each test crosses several pages and accounts with an accessibility scan each, on a busy machine.
test.beforeEach(() => test.slow());

test('a client requests, the host accepts from /host/bookings, and the client sees it awaiting payment', async ({
  browser,
  request,
}) => {
  const listing = await requestListing(request);
  const client = await signedIn(browser, DEMO.client, /\/client-dashboard$/);
  await client.goto(`/client/listing/${listing.id}?from=${listing.from}&to=${listing.to}`);
  await client.getByRole('button', { name: m.actionLabels.request }).click();
  await expect(client).toHaveURL(/\/client\/bookings\/[^/?]+$/);
  const id = new URL(client.url()).pathname.split('/').pop()!;
  await expect(client.getByText(m.statusLabels.pending).first()).toBeVisible();

  const host = await signedIn(browser, DEMO.host, /\/host-dashboard$/);
  await expect(host.getByRole('heading', { name: 'Bookings and earnings' })).toBeVisible();
  await expect(host.getByText(/^Earnings, /)).toBeVisible();
  await expectNoSeriousA11yIssues(host);

  await host.goto('/host/bookings');
  await expect(host.getByRole('link', { name: /^Requests/ })).toHaveAttribute('aria-current', 'page');
  const card = host.getByRole('listitem').filter({ has: host.locator(`a[href="/host/bookings/${id}"]`) });
  await expect(card.getByText(/left to answer/)).toBeVisible();
  await expect(card.getByText(/^You earn/)).toBeVisible();
  await expectNoSeriousA11yIssues(host);
  await card.getByRole('button', { name: /^Accept request/ }).click();
  await expect(host.getByText('Request accepted')).toBeVisible();
  await expect(host.locator(`a[href="/host/bookings/${id}"]`)).toHaveCount(0);

  await host.goto('/host/bookings?group=upcoming');
  await host.locator(`a[href="/host/bookings/${id}"]`).first().click();
  await expect(host.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
  await expect(host.getByText(m.statusLabels.awaiting_payment).first()).toBeVisible();
  await expect(host.getByText('You accepted the request')).toBeVisible();
  await expect(host.getByRole('region', { name: 'Your earnings' })).toBeVisible();
  await expect(host.getByRole('link', { name: 'Rental agreement (printable)' })).toHaveAttribute(
    'href',
    `/host/bookings/${id}/agreement`,
  );
  await expectNoSeriousA11yIssues(host);

  await client.reload();
  await expect(client.getByText(m.statusLabels.awaiting_payment).first()).toBeVisible();
  await expect(client.getByText('The host accepted the request')).toBeVisible();
  await expect(client.getByRole('link', { name: /^Pay ₱/ })).toBeVisible();
});

test('the host declines a request by keyboard: no reason is refused, a reason goes; the pages fit 360 px', async ({
  browser,
  request,
}) => {
  const listing = await requestListing(request);
  const client = await signedIn(browser, DEMO.client, /\/client-dashboard$/);
  const id = await requestDays(client, listing.id, listing.from, listing.to);

  const host = await signedIn(browser, DEMO.host, /\/host-dashboard$/);
  await host.setViewportSize({ width: 360, height: 740 });
  await host.goto('/host/bookings');
  await expect(host.locator(`a[href="/host/bookings/${id}"]`)).toBeVisible();
  expect(await host.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await host.goto(`/host/bookings/${id}`);
  await expect(host.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
  expect(await host.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const actions = host.getByRole('region', { name: 'What you can do' });
  await expect(actions.getByRole('button')).toHaveText(['Accept request', 'Decline request', m.actionLabels.cancel]);
  await actions.getByRole('button', { name: 'Decline request' }).focus();
  await host.keyboard.press('Enter');
  const dialog = host.getByRole('dialog', { name: 'Decline this request?' });
  await dialog.getByRole('button', { name: 'Decline request' }).focus();
  await host.keyboard.press('Enter');
  await expect(dialog.getByText(m.reasonRequired)).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: /Reason/ })).toBeFocused();
  await expectNoSeriousA11yIssues(host);
  await host.keyboard.type('The space is being repainted that week.');
  await dialog.getByRole('button', { name: 'Decline request' }).focus();
  await host.keyboard.press('Enter');
  await expect(host.getByText('Request declined. The client has been told why.')).toBeVisible();
  await expect(host.getByText(m.statusLabels.declined).first()).toBeVisible();
  await expect(actions.getByText('Nothing to do on this booking now.')).toBeVisible();

  await client.goto(`/client/bookings/${id}`);
  await expect(client.getByText('The space is being repainted that week.').first()).toBeVisible();
});

test('staff find a booking on /bookings, see its history and payments, and cancel it with a reason, the refund first', async ({
  browser,
  request,
}) => {
  const listing = await requestListing(request);
  const client = await signedIn(browser, DEMO.client, /\/client-dashboard$/);
  const id = await requestDays(client, listing.id, listing.from, listing.to);

  const admin = await (await browser.newContext()).newPage();
  await admin.goto('/admin');
  await fillSignIn(admin, DEMO.admin);
  await admin.getByRole('button', { name: 'Sign In to Admin' }).click();
  await expect(admin).toHaveURL(/\/dashboard$/);
  await expect(admin.getByRole('heading', { name: /^Bookings and payments/ })).toBeVisible();
  await expect(admin.getByText('Payment volume this month')).toBeVisible();
  await expectNoSeriousA11yIssues(admin);

  await admin.goto('/bookings');
  await admin.getByRole('combobox', { name: 'Status' }).selectOption('pending');
  await admin.getByText('By listing, host or client id').click();
  await admin.getByRole('textbox', { name: 'Listing id' }).fill(listing.id);
  await admin.getByRole('button', { name: 'Apply filters' }).click();
  await expect(admin).toHaveURL(new RegExp(`status=pending&listingId=${listing.id}`));
  await expectNoSeriousA11yIssues(admin);

  await admin.goto(`/bookings?booking=${id}`);
  const drawer = admin.getByRole('dialog', { name: 'Booking' });
  await expect(drawer.getByText('The client requested to book')).toBeVisible();
  await expect(drawer.getByRole('region', { name: 'Payments' }).getByText('No payment yet.')).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Rental agreement (printable)' })).toHaveAttribute(
    'href',
    `/bookings/${id}/agreement`,
  );
  await expectNoSeriousA11yIssues(admin);
  await drawer.getByRole('button', { name: m.actionLabels.cancel }).click();
  const dialog = admin.getByRole('dialog', { name: 'Cancel this booking?' });
  await expect(
    dialog.getByText('The client has not paid anything yet, so nothing is charged and there is nothing to refund.'),
  ).toBeVisible();
  await dialog.getByRole('textbox', { name: /Reason/ }).fill('The listing was reported and is under review.');
  await dialog.getByRole('button', { name: m.actionLabels.cancel }).click();
  await expect(admin.getByText('Booking cancelled.')).toBeVisible();
  await expect(drawer.getByText(/^Cancelled by staff/)).toBeVisible();

  const audit = await admin.request.get(`/api/admin/audit?targetId=${id}`);
  expect(((await audit.json()) as { items: { action: string }[] }).items.map((e) => e.action)).toContain(
    'booking.cancel',
  );
});
