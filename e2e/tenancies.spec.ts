import { expect, type Page } from '@playwright/test';
import { tenancyMessages } from '@espasyo/domain/messages/tenancies';
import { test, DEMO, PASSWORD, expectNoSeriousA11yIssues, fillSignIn, withdrawBooking } from './support';

// Monthly tenancies (issue 32): a client rents a demo listing month to month from its page (no end
// date), pays the first month through the booking's checkout, and sees the tenancy's line and its
// bills; the host sees the same bills. Listings in the quiet cities are left to other tests; the
// tenancy is cancelled at the end (a confirmed tenancy holds its unit with no end).

const m = tenancyMessages;
const QUIET = /Iloilo|Davao|Parañaque|Mandaluyong|Cebu/;

interface HostItem {
  id: string;
  title: string;
  cityName: string | null;
  instantBook: boolean;
  pricePerMonth: number | null;
  capacity: number;
}

const dayFromToday = (n: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date(Date.now() + n * 86_400_000));

test.beforeEach(() => test.slow());

async function signIn(page: Page, email: string) {
  await page.goto('/signin');
  await fillSignIn(page, email);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).not.toHaveURL(/\/signin$/);
}

test('a client rents a space month to month, pays the first month, and sees the tenancy and its bills; so does the host', async ({
  page,
  browser,
  request,
}) => {
  const signedIn = await request.post('/api/auth/signin', { data: { email: DEMO.host, password: PASSWORD } });
  expect(signedIn.ok()).toBe(true);
  const { items } = (await (await request.get('/api/host/listings?status=active&pageSize=100')).json()) as {
    items: HostItem[];
  };
  const listing = items
    .filter((i) => i.instantBook && i.pricePerMonth !== null && i.capacity >= 3 && !QUIET.test(i.cityName ?? ''))
    .sort(() => Math.random() - 0.5)[0];
  expect(listing, 'an instant-book demo listing with a monthly price').toBeTruthy();
  const start = dayFromToday(20 + Math.floor(Math.random() * 100));

  await signIn(page, DEMO.client);
  await page.goto(`/client/listing/${listing.id}?monthly=1&from=${start}`);
  await expect(page.getByRole('radio', { name: m.offer })).toBeChecked();
  await page.getByRole('button', { name: 'Rent monthly now' }).click();

  await expect(page).toHaveURL(/\/client\/bookings\/[^/?]+$/);
  const id = new URL(page.url()).pathname.split('/').pop()!;
  await expect(page.getByText(/^Monthly from /).first()).toBeVisible();
  const bills = page.getByRole('region', { name: 'Bills' });
  await expect(bills.getByRole('listitem')).toHaveCount(1);
  await expectNoSeriousA11yIssues(page);

  // The first month through the booking's checkout: sign, pay with GCash on the sandbox's page.
  const signed = await page.request.post(`/api/bookings/${id}/agreement`, {
    data: { kind: 'typed', name: 'Bea Villanueva' },
  });
  expect(signed.status(), await signed.text()).toBe(201);
  const checkout = await page.request.post(`/api/bookings/${id}/checkout`);
  expect(checkout.status(), await checkout.text()).toBe(200);
  await page.goto(((await checkout.json()) as { checkoutUrl: string }).checkoutUrl, { waitUntil: 'domcontentloaded' });
  await page.getByText('GCash', { exact: true }).click();
  await page.getByRole('button', { name: 'Authorise payment' }).click();
  await expect(page).toHaveURL(new RegExp(`/client/bookings/${id}\\?payment=paid$`));
  await expect(bills.getByText(m.bills.statusLabels.paid, { exact: true })).toBeVisible();
  await expect(bills.getByRole('link', { name: /^Receipt for / })).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  // The host sees the tenancy with the same bill and their share.
  const hostContext = await browser.newContext();
  const host = await hostContext.newPage();
  await signIn(host, DEMO.host);
  await host.goto(`/host/bookings/${id}`);
  await expect(host.getByRole('region', { name: 'Bills' }).getByText(/You earn ₱/)).toBeVisible();
  await expect(host.getByRole('button', { name: 'Change monthly price' })).toBeVisible();
  await expectNoSeriousA11yIssues(host);
  await hostContext.close();

  await withdrawBooking(page, id);
});
