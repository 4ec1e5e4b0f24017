import { expect, type APIRequestContext } from '@playwright/test';
import auth from '@espasyo/domain/i18n/fil/auth';
import authPages from '@espasyo/domain/i18n/fil/authPages';
import booking from '@espasyo/domain/i18n/fil/booking';
import listing from '@espasyo/domain/i18n/fil/listing';
import messages from '@espasyo/domain/i18n/fil/messages';
import sandbox from '@espasyo/domain/i18n/fil/sandboxCheckout';
import { test, DEMO, PASSWORD, expectNoSeriousA11yIssues, freshEmail, freshPhone } from './support';

// Issue 34: the walk a newcomer takes — sign up, search, book, pay, message the host — in
// Filipino, as a browser that asks for it gets it, with an accessibility scan of every page.
// Words come from the Filipino catalogue, so the test reads what a person reads.

test.use({ locale: 'fil-PH' });
test.beforeEach(() => test.slow());

/** 'YYYY-MM-DD' in the platform's time zone, `n` days from today. */
const dayFromToday = (n: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date(Date.now() + n * 86_400_000));

/** A live instant-book listing of the demo host by the day, and two free days 60–300 days ahead. */
async function freeDays(request: APIRequestContext) {
  const signIn = await request.post('/api/auth/signin', { data: { email: DEMO.host, password: PASSWORD } });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  const { items } = (await (await request.get('/api/host/listings?status=active&pageSize=100')).json()) as {
    items: { id: string; title: string; cityName: string | null; instantBook: boolean; pricePerDay: number | null }[];
  };
  const candidates = items.filter(
    (i) => i.instantBook && i.pricePerDay !== null && !/Iloilo|Davao|Parañaque|Mandaluyong|Cebu/.test(i.cityName ?? ''),
  );
  for (const item of candidates.sort(() => Math.random() - 0.5)) {
    const { minDurationUnit } = (await (await request.get(`/api/listings/${item.id}`)).json()) as {
      minDurationUnit: string | null;
    };
    if (minDurationUnit === 'month') continue;
    for (let tries = 0; tries < 3; tries++) {
      const start = 60 + Math.floor(Math.random() * 240);
      const [from, to] = [dayFromToday(start), dayFromToday(start + 1)];
      if (from.slice(0, 7) !== to.slice(0, 7)) continue;
      if ((await request.get(`/api/listings/${item.id}/quote?from=${from}&to=${to}&units=1`)).ok())
        return { ...item, from, to };
    }
  }
  throw new Error('no instant-book listing of the demo host to book');
}

test('sign up, search, book, pay and message the host, all in Filipino', async ({ page, request }) => {
  const space = await freeDays(request);

  // Sign up: the English address sends a Filipino browser to the Filipino page.
  await page.goto('/signup?type=client');
  await expect(page).toHaveURL(/\/fil\/signup\?type=client$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
  await expect(page.getByRole('heading', { level: 1, name: authPages.signUp.title })).toBeVisible();
  await page.getByLabel(auth.fields.email).fill(freshEmail('filipino'));
  await page.getByLabel(new RegExp(`^${auth.fields.firstName}`)).fill('Maria');
  await page.getByLabel(new RegExp(`^${auth.fields.lastName}`)).fill('Santos');
  await page.getByLabel(new RegExp(`^${authPages.signUp.phone}`)).fill(freshPhone());
  await page.getByLabel(new RegExp(`^${auth.fields.password}`)).fill(PASSWORD);
  await page.getByLabel(new RegExp(`^${auth.fields.confirmPassword}`)).fill(PASSWORD);
  await page.getByLabel(new RegExp(authPages.signUp.agree.before)).check();
  await expectNoSeriousA11yIssues(page);
  await page.getByRole('button', { name: authPages.signUp.submit }).click();
  await expect(page).toHaveURL(/\/fil\/client/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Maria');
  await expectNoSeriousA11yIssues(page);

  // Booking asks for a verified email, phone and ID, which a new account has not yet: the walk goes
  // on as the demo client, signed in through the Filipino page (their account keeps no language, so
  // this browser's Filipino decides, and other tests see them in English).
  await page.context().clearCookies();
  await page.goto('/signin');
  await expect(page).toHaveURL(/\/fil\/signin$/);
  await page.getByLabel(auth.fields.email).fill(DEMO.client);
  await page.getByLabel(new RegExp(`^${auth.fields.password}`)).fill(PASSWORD);
  await page.getByRole('button', { name: auth.signIn.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/fil\/client/);

  // Search, and open the space from the results.
  await page.goto(`/fil/spaces?q=${encodeURIComponent(space.title)}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await page.goto(`/fil/spaces/${space.id}?from=${space.from}&to=${space.to}`);
  await expect(page.getByRole('heading', { level: 1, name: space.title })).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  // Book (instant): the request as the page sends it, then the agreement and the checkout in Filipino.
  const created = await page.request.post('/api/bookings', {
    data: { listingId: space.id, startDate: space.from, endDate: space.to, units: 1 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { id: string }).id;
  await page.goto(`/fil/client/bookings/${id}/checkout`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
  await expect(page.getByRole('button', { name: booking.sign.signAndContinue })).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  // Pay: signed by typing, the gateway's page (the built-in sandbox's, in the client's language), and back to the booking.
  const signed = await page.request.post(`/api/bookings/${id}/agreement`, {
    data: { kind: 'typed', name: 'Bea Villanueva' },
  });
  expect(signed.status(), await signed.text()).toBe(201);
  const checkout = await page.request.post(`/api/bookings/${id}/checkout`);
  expect(checkout.status(), await checkout.text()).toBe(200);
  await page.goto(((await checkout.json()) as { checkoutUrl: string }).checkoutUrl, { waitUntil: 'domcontentloaded' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
  await page.getByText(sandbox.methods.gcash, { exact: true }).click();
  await page.getByRole('button', { name: sandbox.authorise }).click();
  await expect(page).toHaveURL(new RegExp(`/client/bookings/${id}\\?payment=paid$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
  await expect(page.getByText(booking.result.paidTitle)).toBeVisible({ timeout: 25_000 });
  await expectNoSeriousA11yIssues(page);

  // Message the host from the space's page.
  await page.goto(`/fil/spaces/${space.id}`);
  await page.getByRole('link', { name: listing.priceBox.messageHost }).click();
  await expect(page).toHaveURL(/\/fil\/client\/messages\?c=/);
  const box = page.getByRole('textbox', { name: messages.composer.label });
  await box.fill('Magandang araw! Puwede po ba akong pumunta nang maaga?');
  await box.press('Enter');
  await expect(page.getByRole('log', { name: messages.title })).toContainText('Puwede po ba akong pumunta nang maaga?');
  await expectNoSeriousA11yIssues(page);
});
