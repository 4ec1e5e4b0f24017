import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { bookingMessages } from '@espasyo/domain/messages/bookings';
import { test, DEMO, PASSWORD, expectNoSeriousA11yIssues, fillSignIn, withdrawBooking } from './support';

// A client's bookings (issue 19): the listing page's price box books (a request, or an instant
// booking that goes straight to payment), My Bookings lists them by group, and a booking's page
// shows its actions, with the refund before a cancellation. The demo host's live listings are
// some instant-book and some request-to-book (server/src/db/seed/listings.ts). Other tests pause
// listings in these cities for a moment, and search them: these tests keep out of them, and book
// dates far ahead, at random, so that reruns on one database and parallel workers do not collide.

const m = bookingMessages;
const QUIET = /Iloilo|Davao|Parañaque|Mandaluyong|Cebu/;

interface HostItem {
  id: string;
  title: string;
  cityName: string | null;
  instantBook: boolean;
  pricePerDay: number | null;
  pricePerHour: number | null;
}

/** 'YYYY-MM-DD' in the platform's time zone, `n` days from today. */
const dayFromToday = (n: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date(Date.now() + n * 86_400_000));

/**
 * A live listing of the demo host, instant-book or not, priced by the day with a minimum of
 * days or hours, and two days from 60 to 300 days ahead that it prices (so they are free).
 */
async function bookableListing(request: APIRequestContext, instantBook: boolean) {
  const signIn = await request.post('/api/auth/signin', { data: { email: DEMO.host, password: PASSWORD } });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  const res = await request.get('/api/host/listings?status=active&pageSize=100');
  expect(res.status()).toBe(200);
  const { items } = (await res.json()) as { items: HostItem[] };
  const candidates = items.filter(
    (i) => i.instantBook === instantBook && i.pricePerDay !== null && !QUIET.test(i.cityName ?? ''),
  );
  for (const item of candidates.sort(() => Math.random() - 0.5)) {
    const listing = (await (await request.get(`/api/listings/${item.id}`)).json()) as {
      minDurationUnit: string | null;
    };
    if (listing.minDurationUnit === 'month') continue;
    for (let tries = 0; tries < 3; tries++) {
      const start = 60 + Math.floor(Math.random() * 240);
      const from = dayFromToday(start);
      const to = dayFromToday(start + 1);
      const quote = await request.get(`/api/listings/${item.id}/quote?from=${from}&to=${to}`);
      if (quote.ok()) return { ...item, from, to };
    }
  }
  throw new Error(`no ${instantBook ? 'instant-book' : 'request-to-book'} listing of the demo host to book`);
}

async function signInAsClient(page: Page) {
  await page.goto('/signin');
  await fillSignIn(page, DEMO.client);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/client-dashboard$/);
}

/** The booking's id, from its page's address. */
const bookingIdOf = (page: Page) => new URL(page.url()).pathname.split('/').pop()!;

// Each test crosses several pages with an accessibility scan each, on a busy machine.
test.beforeEach(() => test.slow());

test('a visitor signs in to request a space, keeps the dates, and finds the request pending in My Bookings', async ({
  page,
  request,
}) => {
  const listing = await bookableListing(request, false);
  await page.goto(`/spaces/${listing.id}?from=${listing.from}&to=${listing.to}`);
  await page.getByRole('link', { name: m.actionLabels.request }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await fillSignIn(page, DEMO.client);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  // Back on the listing with the same dates, now able to book.
  await expect(page).toHaveURL(new RegExp(`/spaces/${listing.id}\\?from=${listing.from}&to=${listing.to}$`));
  const book = page.getByRole('button', { name: m.actionLabels.request });
  await expect(book).toBeEnabled();
  await book.click();

  await expect(page).toHaveURL(/\/client\/bookings\/[^/?]+$/);
  const id = bookingIdOf(page);
  await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
  await expect(page.getByText(m.statusLabels.pending).first()).toBeVisible();
  await expect(page.getByText('You requested to book')).toBeVisible();
  await expect(page.getByRole('button', { name: m.actionLabels.cancel })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Pay ₱/ })).toHaveCount(0);
  await expectNoSeriousA11yIssues(page);

  await page.getByRole('link', { name: 'My Bookings' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Bookings' })).toBeVisible();
  const card = page.getByRole('listitem').filter({ has: page.locator(`a[href="/client/bookings/${id}"]`) });
  await expect(card.getByText(m.statusLabels.pending, { exact: true })).toBeVisible();
  await expect(card.getByText(/^Waiting for the host to answer/)).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await withdrawBooking(page, id);
});

test('an instant-book listing goes straight to payment, and a cancellation shows the refund before it happens', async ({
  page,
  request,
}) => {
  const listing = await bookableListing(request, true);
  await signInAsClient(page);
  await page.goto(`/client/listing/${listing.id}?from=${listing.from}&to=${listing.to}`);
  const book = page.getByRole('button', { name: m.actionLabels.book_instantly });
  await expect(book).toBeEnabled();
  await book.click();

  await expect(page).toHaveURL(/\/client\/bookings\/[^/?]+$/);
  const id = bookingIdOf(page);
  await expect(page.getByText(m.statusLabels.awaiting_payment).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /^Pay ₱[\d,.]+$/ })).toBeVisible();
  await expect(page.getByText(/minutes? left to pay/)).toBeVisible();
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Cancel before you pay and nothing is charged.' }),
  ).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  // By keyboard: the dialog says what comes back before anything is cancelled.
  await page.getByRole('button', { name: m.actionLabels.cancel }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
  await expect(
    dialog.getByText('You have not paid anything yet, so nothing is charged and there is nothing to refund.'),
  ).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  expect(((await (await page.request.get(`/api/bookings/${id}`)).json()) as { status: string }).status).toBe(
    'awaiting_payment',
  );
  await dialog.getByLabel('Reason (optional)').fill('Found a space nearer home.');
  await dialog.getByRole('button', { name: m.actionLabels.cancel }).click();
  await expect(page.getByText('Booking cancelled.')).toBeVisible();
  await expect(page.getByText(m.statusLabels.cancelled).first()).toBeVisible();
  await expect(page.getByText('Found a space nearer home.').first()).toBeVisible();
  await expect(page.getByRole('link', { name: /^Pay ₱/ })).toHaveCount(0);

  await page.goto('/client/bookings?group=cancelled');
  await expect(page.locator(`a[href="/client/bookings/${id}"]`)).toBeVisible();
});

test('a client signs the rental agreement by typing their name, pays with GCash in the sandbox, sees the place, and is shown the refund before cancelling', async ({
  page,
  request,
}) => {
  const listing = await bookableListing(request, true);
  await signInAsClient(page);
  await page.goto(`/client/listing/${listing.id}?from=${listing.from}&to=${listing.to}`);
  const book = page.getByRole('button', { name: m.actionLabels.book_instantly });
  await expect(book).toBeEnabled();
  await book.click();
  await expect(page).toHaveURL(/\/client\/bookings\/[^/?]+$/);
  const id = bookingIdOf(page);

  // 'Pay' opens the checkout: the summary, the terms, the agreement, then the signature.
  await page.getByRole('link', { name: /^Pay ₱/ }).click();
  await expect(page).toHaveURL(new RegExp(`/client/bookings/${id}/checkout$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByText('Test mode.')).toBeVisible();
  await expect(page.getByText(/left to pay/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your booking' }).getByText(listing.title)).toBeVisible();
  await expect(
    page.getByRole('region', { name: "The agreement's text" }).getByText('Client: Bea Villanueva'),
  ).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  // By keyboard alone: the typed name instead of the pad; the agree box is required, and the
  // name must be the account's (the server's message under the field).
  await page.getByRole('button', { name: 'Type your full name instead' }).press('Enter');
  const name = page.getByLabel(/^Your full name/);
  await expect(name).toBeFocused();
  await page.keyboard.type('Bea Santos');
  await page.keyboard.press('Enter');
  const agree = page.getByLabel('I have read and agree to the rental agreement');
  await expect(page.getByText('Tick the box to agree to the rental agreement.')).toBeVisible();
  await expect(agree).toBeFocused();
  await page.keyboard.press('Space');
  await expect(agree).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Sign and continue to payment' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(m.agreement.nameMismatch('Bea Villanueva'))).toBeVisible();
  await expect(name).toBeFocused();
  await expectNoSeriousA11yIssues(page);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Bea Villanueva');
  await page.keyboard.press('Enter');

  // The sandbox's hosted checkout, then back to the booking, confirmed.
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  await page.getByText('GCash', { exact: true }).click();
  await page.getByRole('button', { name: 'Authorise payment' }).click();

  await expect(page).toHaveURL(new RegExp(`/client/bookings/${id}\\?payment=paid$`));
  await expect(page.getByText('Payment received', { exact: true })).toBeVisible({ timeout: 25_000 });
  await expect(page.getByText('Test mode.')).toBeVisible();
  await expect(page.getByText(m.statusLabels.confirmed).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Where and how to get in' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Pay ₱/ })).toHaveCount(0);
  await expectNoSeriousA11yIssues(page);

  // The signed agreement, printable: the typed name, who signed, the fingerprint.
  await page.getByRole('link', { name: 'Rental agreement' }).click();
  await expect(page).toHaveURL(new RegExp(`/client/bookings/${id}/agreement$`));
  const signature = page.getByRole('region', { name: 'Signature' });
  await expect(signature.getByText(/^Signed by Bea Villanueva on .+, by typing their full name$/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Document fingerprint' }).getByText(/^[0-9a-f]{64}$/)).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  // On paper, the agreement alone: no navigation, no buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(signature).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
  await page.getByRole('link', { name: 'Back to the booking' }).click();

  await page.getByRole('button', { name: m.actionLabels.cancel }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
  await expect(dialog.getByText(/^You will get back ₱[\d,.]+$/)).toBeVisible();
  await expect(dialog.getByText(/^You paid ₱[\d,.]+/)).toBeVisible();
  expect(((await (await page.request.get(`/api/bookings/${id}`)).json()) as { status: string }).status).toBe(
    'confirmed',
  );
  await dialog.getByRole('button', { name: m.actionLabels.cancel }).click();
  await expect(page.getByText(/^Booking cancelled\. You will get back ₱/)).toBeVisible();
  await expect(page.getByText(m.statusLabels.cancelled).first()).toBeVisible();
});

test('on a 360 px phone, a client signs by drawing on the checkout page; the host opens the signed agreement', async ({
  page,
  request,
  browser,
}) => {
  const listing = await bookableListing(request, true);
  await page.setViewportSize({ width: 360, height: 740 });
  await signInAsClient(page);
  await page.goto(`/client/listing/${listing.id}?from=${listing.from}&to=${listing.to}`);
  const book = page.getByRole('button', { name: m.actionLabels.book_instantly });
  await expect(book).toBeEnabled();
  await book.click();
  await expect(page).toHaveURL(/\/client\/bookings\/[^/?]+$/);
  const id = bookingIdOf(page);
  await page.goto(`/client/bookings/${id}/checkout`);
  const pad = page.getByRole('img', { name: 'Signature pad' });
  await expect(pad).toBeVisible();
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yIssues(page);

  // A signature drawn with the pointer: a stroke across the pad.
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(280);
  await page.mouse.move(box.x + 30, box.y + box.height * 0.6);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++)
    await page.mouse.move(box.x + 30 + i * 18, box.y + box.height * (0.6 - 0.25 * Math.sin(i / 2)));
  await page.mouse.up();
  await page.getByLabel('I have read and agree to the rental agreement').check();
  const signing = page.waitForResponse(
    (r) => r.url().endsWith(`/api/bookings/${id}/agreement`) && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Sign and continue to payment' }).click();
  const signed = await signing;
  // (Its body is gone: the page leaves for the checkout at once.)
  expect(signed.status()).toBe(201);
  expect((signed.request().postDataJSON() as { kind: string; image: string }).image).toMatch(
    /^data:image\/png;base64,/,
  );
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);

  // The host opens the same agreement, with the drawing, on their own printable page.
  const hostContext = await browser.newContext();
  const host = await hostContext.newPage();
  await host.goto('/signin');
  await fillSignIn(host, DEMO.host);
  await host.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(host).toHaveURL(/\/host/);
  await host.goto(`/host/bookings/${id}/agreement`);
  const drawing = host.getByRole('img', { name: 'Signature of Bea Villanueva' });
  await expect(drawing).toBeVisible();
  expect(await drawing.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(host.getByText(/^Signed by Bea Villanueva on /)).toBeVisible();
  await expectNoSeriousA11yIssues(host);
  await hostContext.close();
});

test('My Bookings and a booking fit a 360 px phone', async ({ page, request }) => {
  const listing = await bookableListing(request, false);
  await page.setViewportSize({ width: 360, height: 740 });
  await signInAsClient(page);
  await page.goto(`/client/listing/${listing.id}?from=${listing.from}&to=${listing.to}`);
  const book = page.getByRole('button', { name: m.actionLabels.request });
  await expect(book).toBeEnabled();
  await book.click();
  await expect(page).toHaveURL(/\/client\/bookings\/[^/?]+$/);
  await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);
  const id = bookingIdOf(page);
  await page.goto('/client/bookings');
  await expect(page.getByRole('navigation', { name: 'Bookings by group' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'My Bookings' })).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yIssues(page);
  await withdrawBooking(page, id);
});

test('an hourly parking booking: a client picks when they arrive and leave, and books those hours', async ({
  page,
  request,
}) => {
  const signIn = await request.post('/api/auth/signin', { data: { email: DEMO.host, password: PASSWORD } });
  expect(signIn.ok()).toBe(true);
  const { items } = (await (await request.get('/api/host/listings?status=active&pageSize=100')).json()) as {
    items: HostItem[];
  };
  const parking: HostItem[] = [];
  for (const item of items.filter((i) => i.pricePerHour !== null && !QUIET.test(i.cityName ?? ''))) {
    const minimum = (await (await request.get(`/api/listings/${item.id}`)).json()) as {
      minDuration: number | null;
      minDurationUnit: string | null;
    };
    if (!minimum.minDurationUnit || (minimum.minDurationUnit === 'hour' && (minimum.minDuration ?? 1) <= 3))
      parking.push(item);
  }
  expect(parking.length).toBeGreaterThan(0);
  const listing = parking[Math.floor(Math.random() * parking.length)];
  const date = dayFromToday(60 + Math.floor(Math.random() * 240));

  await signInAsClient(page);
  await page.goto(`/client/listing/${listing.id}`);
  const priceForm = page.getByRole('form', { name: 'Price your dates' });
  await priceForm.getByLabel('Arrive').fill(date);
  await priceForm.getByLabel('Arrival time').selectOption({ label: '10:00 AM' });
  await priceForm.getByLabel('Leaving time').selectOption({ label: '1:00 PM' });
  await expect(page).toHaveURL(new RegExp(`[?&]from=${date}&to=${date}&at=10%3A00&until=13%3A00`));
  await expect(page.locator('aside').getByText('Total')).toBeVisible(); // hours, or a day when that costs less
  await expectNoSeriousA11yIssues(page);
  const action = listing.instantBook ? m.actionLabels.book_instantly : m.actionLabels.request;
  const book = page.getByRole('button', { name: action });
  await expect(book).toBeEnabled();
  await book.click();

  await expect(page).toHaveURL(/\/client\/bookings\/[^/?]+$/);
  const id = bookingIdOf(page);
  await expect(page.getByText(/10:00 AM – 1:00 PM/).first()).toBeVisible();
  await expect(page.getByText('3 hours').first()).toBeVisible();
  const booking = (await (await page.request.get(`/api/bookings/${id}`)).json()) as {
    kind: string;
    startsAt: string;
    endsAt: string;
    status: string;
  };
  expect(booking.kind).toBe('hours');
  expect(new Date(booking.startsAt).toISOString()).toBe(new Date(`${date}T10:00:00+08:00`).toISOString());
  expect(new Date(booking.endsAt).toISOString()).toBe(new Date(`${date}T13:00:00+08:00`).toISOString());
  expect(booking.status).toBe(listing.instantBook ? 'awaiting_payment' : 'pending');
  await expectNoSeriousA11yIssues(page);
  await withdrawBooking(page, id);
});
