import { expect, type APIRequestContext, type Browser, type Locator } from '@playwright/test';
import { png } from './images';
import {
  test,
  DEMO,
  PASSWORD,
  expectNoSeriousA11yIssues,
  fillSignIn,
  freshEmail,
  freshPhone,
  fromMailbox,
} from './support';

// Booking as a newcomer meets it (issue 30, section 3): what is still needed before booking, a
// search from the home page without an account, hourly parking by arrival and leaving times with
// the phone's bar, the photo gallery, and the client's browse page on a wide screen.

const QUIET = /Iloilo|Davao|Parañaque|Mandaluyong|Cebu/;
const PHONE = { width: 390, height: 844 };

interface PublicListing {
  id: string;
  title: string;
  cityName: string | null;
  pricePerHour: number | null;
  instantBook: boolean;
  minDuration: number | null;
  minDurationUnit: string | null;
  photos: { url: string }[];
}

/** 'YYYY-MM-DD' in the platform's time zone, `n` days from today. */
const dayFromToday = (n: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date(Date.now() + n * 86_400_000));

/** Live listings of a search, as their pages read them. */
async function listings(request: APIRequestContext, q: string): Promise<PublicListing[]> {
  const { items } = (await (await request.get(`/api/listings?q=${encodeURIComponent(q)}&pageSize=50`)).json()) as {
    items: { id: string }[];
  };
  return Promise.all(items.map(async (i) => (await request.get(`/api/listings/${i.id}`)).json()));
}

/** A live parking listing priced by the hour, with no minimum over 3 hours, away from the other tests' cities. */
async function hourlyParking(request: APIRequestContext): Promise<PublicListing> {
  const found = (await listings(request, 'parking')).filter(
    (l) =>
      l.pricePerHour !== null &&
      !QUIET.test(l.cityName ?? '') &&
      (!l.minDurationUnit || (l.minDurationUnit === 'hour' && (l.minDuration ?? 1) <= 3)),
  );
  expect(found.length).toBeGreaterThan(0);
  return found[Math.floor(Math.random() * found.length)];
}

/** A request context of its own, signed in as `email`. */
async function signedIn(browser: Browser, email: string) {
  const context = await browser.newContext();
  const res = await context.request.post('/api/auth/signin', { data: { email, password: PASSWORD } });
  expect(res.ok(), await res.text()).toBe(true);
  return context;
}

/** Three IDs sent and approved by staff, so the usual review time is known (at least three decisions). */
async function staffReviewThreeIds(browser: Browser) {
  const admin = await signedIn(browser, DEMO.admin);
  for (let i = 0; i < 3; i++) {
    const user = await browser.newContext();
    const email = freshEmail('id-review');
    const signup = await user.request.post('/api/auth/signup', {
      data: {
        userType: 'client',
        email,
        firstName: 'Lara',
        lastName: 'Cruz',
        phone: freshPhone(),
        password: PASSWORD,
        confirmPassword: PASSWORD,
        agreeToTerms: true,
      },
    });
    expect(signup.status(), await signup.text()).toBe(201);
    const sent = await user.request.post('/api/me/verification', {
      multipart: {
        idType: 'passport',
        idFront: { name: 'passport.png', mimeType: 'image/png', buffer: png(64, 48, [51, 102, 153]) },
        selfie: { name: 'selfie.png', mimeType: 'image/png', buffer: png(64, 48, [153, 102, 51]) },
      },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    const { requestId } = (await sent.json()) as { requestId: string };
    const approved = await admin.request.post(`/api/admin/verification/${requestId}/approve`);
    expect(approved.ok(), await approved.text()).toBe(true);
    await user.close();
  }
  await admin.close();
}

/** Nothing covers the element: what is at the centre of its box is the element or inside it. */
const uncovered = (locator: Locator) =>
  locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return el.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
  });

test.beforeEach(() => test.slow());

test('a new client sees on the listing what is still needed to book, the way to finish each step, and how long ID review takes', async ({
  page,
  browser,
}) => {
  await staffReviewThreeIds(browser);
  const email = freshEmail('newcomer');
  const phone = freshPhone();
  const signup = await page.request.post('/api/auth/signup', {
    data: {
      userType: 'client',
      email,
      firstName: 'Nina',
      lastName: 'Reyes',
      phone,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      agreeToTerms: true,
    },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  const [listing] = (await listings(page.request, 'Makati')).filter((l) => !QUIET.test(l.cityName ?? ''));
  const from = dayFromToday(70 + Math.floor(Math.random() * 200));
  await page.goto(`/client/listing/${listing.id}?from=${from}&to=${from}&at=10:00&until=13:00`);

  const needed = page.getByRole('region', { name: 'Before you can book' });
  await expect(needed).toBeVisible();
  await expect(needed.getByText('Confirm your email address')).toBeVisible();
  await expect(needed.getByRole('link', { name: /Get a new link/ })).toHaveAttribute('href', '/client/profile#email');
  await expect(needed.getByRole('link', { name: /Verify your phone/ })).toHaveAttribute(
    'href',
    '/client/profile#phone',
  );
  await expect(needed.getByRole('link', { name: /Upload your ID/ })).toHaveAttribute(
    'href',
    '/client/profile#id-verification',
  );
  await expect(needed.getByText(/^ID review usually takes about \d+ (minute|hour|day)s?\.$/)).toBeVisible();
  const book = page.getByRole('button', { name: listing.instantBook ? 'Book now' : 'Request to book' });
  await expect(book).toBeDisabled();
  await expect(page.getByText('Finish the steps above to book.')).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  // The phone's step done on the profile, the listing shows it done, the others still open.
  await needed.getByRole('link', { name: /Verify your phone/ }).click();
  await expect(page).toHaveURL(/\/client\/profile#phone$/);
  expect((await page.request.post('/api/auth/phone/send-code', { data: {} })).ok()).toBe(true);
  const code = await fromMailbox(page.request, phone, /\b(\d{6})\b/);
  expect((await page.request.post('/api/auth/phone/verify', { data: { code } })).ok()).toBe(true);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/client/listing/${listing.id}\\?`));
  await page.reload();
  await expect(needed.getByText('Verify your mobile number')).toContainText('Done');
  await expect(needed.getByRole('link', { name: /Verify your phone/ })).toHaveCount(0);
  await expect(book).toBeDisabled();
});

test("a visitor's search from the home page reaches sign-in, which offers the same search without an account", async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('tab', { name: 'Parking' }).click();
  await page.getByLabel('Location', { exact: true }).fill('Makati');
  await page.getByRole('button', { name: 'Find Parking' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  const browse = page.getByRole('link', { name: 'Browse without an account' });
  await expect(browse).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await browse.click();
  await expect(page).toHaveURL(/\/spaces\?q=Makati&type=parking$/);
  await expect(page.getByRole('heading', { level: 2, name: /^Parking near Makati City: \d+ spaces?$/ })).toBeVisible();

  // Reached any other way, the sign-in page does not offer it.
  await page.goto('/signin');
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse without an account' })).toHaveCount(0);
});

test("on a phone, hourly parking is priced from an arrival to a leaving time; the bar shows that quote and never covers the box's end", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  const listing = await hourlyParking(page.request);
  await page.goto('/signin');
  await fillSignIn(page, DEMO.client);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/client-dashboard$/);
  await page.goto(`/client/listing/${listing.id}`);

  const bar = page.getByRole('link', { name: 'Check price' });
  await expect(bar).toBeVisible();
  const form = page.getByRole('form', { name: 'Price your dates' });
  await form.scrollIntoViewIfNeeded();
  const day = dayFromToday(60 + Math.floor(Math.random() * 240));
  await form.getByLabel('Arrive').fill(day);
  await expect(form.getByLabel('Leave')).toHaveValue(day);
  await form.getByLabel('Arrival time').selectOption({ label: '10:00 AM' });
  await form.getByLabel('Leaving time').selectOption({ label: '1:00 PM' });
  await expect(page).toHaveURL(/[?&]at=10%3A00&until=13%3A00/);
  const total = page.locator('aside').getByText('Total').locator('..');
  await expect(total).toContainText('₱');
  const quoted = (await total.innerText()).match(/₱[\d,.]+/)![0];

  // The box is on screen: the bar steps aside, so nothing covers 'Message host' or the terms.
  const terms = page.getByText(/^Cancellation: /);
  await terms.scrollIntoViewIfNeeded();
  const message = page.getByRole('link', { name: 'Message host' });
  await expect(message).toBeInViewport();
  await expect(page.getByRole('link', { name: 'Review and book' })).toBeHidden();
  expect(await uncovered(message)).toBe(true);
  expect(await uncovered(terms)).toBe(true);
  await expectNoSeriousA11yIssues(page);

  // Back up the page, the bar shows the stay's total, not the daily price.
  await page.evaluate(() => window.scrollTo(0, 0));
  const review = page.getByRole('link', { name: 'Review and book' });
  await expect(review).toBeVisible();
  await expect(review.locator('..')).toContainText(`${quoted} for 3 hours`);
  await review.click();
  await expect(page.getByRole('heading', { name: 'Price' })).toBeInViewport();
  await context.close();
});

test('the listing shows every photo, opened full screen with arrows, swipe and Escape, each described from the listing', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const listing = (await listings(page.request, 'Manila')).find((l) => l.photos.length >= 3)!;
  const n = listing.photos.length;

  // In the server's HTML: every photo with its size, the cover first and the others lazy.
  const html = await (await page.request.get(`/spaces/${listing.id}`)).text();
  const tags = html.match(/<img [^>]*\/api\/files\/listings\/[^>]*>/g) ?? [];
  expect(tags).toHaveLength(n);
  for (const tag of tags) expect(tag).toMatch(/width="\d+"[^>]* height="\d+"/);
  expect(tags[0]).toContain('loading="eager"');
  for (const tag of tags.slice(1)) expect(tag).toContain('loading="lazy"');

  await page.goto(`/spaces/${listing.id}`);
  const gallery = page.getByRole('region', { name: `Photos (${n})` });
  await expect(gallery.getByRole('img')).toHaveCount(n);
  await expect(gallery.getByRole('img').first()).toHaveAttribute(
    'alt',
    new RegExp(`^${listing.title}, .*: photo 1 of ${n}$`),
  );

  const all = gallery.getByRole('button', { name: `All ${n} photos` });
  await all.click();
  const viewer = page.getByRole('dialog', { name: `Photos of ${listing.title}` });
  await expect(viewer.getByText(`1 of ${n}`)).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByText(`2 of ${n}`)).toBeVisible();
  await viewer.getByRole('button', { name: 'Next photo' }).click();
  await expect(viewer.getByText(`3 of ${n}`)).toBeVisible();
  await viewer.getByRole('button', { name: 'Previous photo' }).click();
  await expect(viewer.getByText(`2 of ${n}`)).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(all).toBeFocused();

  // On a phone: swiped.
  await page.setViewportSize(PHONE);
  await gallery.getByRole('button', { name: /photo 1 of/ }).click();
  await expect(viewer.getByText(`1 of ${n}`)).toBeVisible();
  await viewer.getByRole('list').evaluate((track) => track.scrollTo({ left: track.clientWidth, behavior: 'instant' }));
  await expect(viewer.getByText(`2 of ${n}`)).toBeVisible();
  await expect(viewer.getByRole('img', { name: /photo 2 of/ })).toBeInViewport();
  await context.close();
});

test('/client/browse from 1280 px shows the list beside a map that fits it, names the type searched, and the bookings show their photo', async ({
  browser,
}) => {
  const context = await signedIn(browser, DEMO.client);
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/client/browse?q=Makati&type=parking');
  await expect(page.getByRole('heading', { level: 1, name: 'Browse Parking' })).toBeVisible();
  const map = page.getByRole('region', { name: 'Map of the results' }); // the map itself (Leaflet's element)
  await expect(map).toBeVisible();
  const results = page.locator('#results');
  const side = async () => [(await results.boundingBox())!, (await map.boundingBox())!] as const;
  const [list, box] = await side();
  expect(list.x + list.width).toBeLessThanOrEqual(box.x);
  // Every marker (or cluster) of the results is within the map's frame.
  const markers = map.locator('.app-map-marker, .app-map-cluster');
  await expect(markers.first()).toBeVisible();
  for (const marker of await markers.all()) {
    const b = (await marker.boundingBox())!;
    expect(b.x >= box.x && b.x + b.width <= box.x + box.width).toBe(true);
    expect(b.y >= box.y && b.y + b.height <= box.y + box.height).toBe(true);
  }
  await expectNoSeriousA11yIssues(page);

  await page.goto('/client/browse?q=Makati&type=warehouse');
  await expect(page.getByRole('heading', { level: 1, name: 'Browse Warehouses' })).toBeVisible();
  await page.setViewportSize({ width: 1279, height: 900 });
  await expect(map).toHaveCount(0);

  await page.goto('/client/bookings');
  const cards = page.getByRole('region', { name: 'Upcoming bookings' }).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  for (const card of (await cards.all()).slice(0, 5)) {
    const img = card.locator('img');
    await expect(img).toHaveAttribute('src', /^\/api\/(files\/listings\/.+-thumb\.webp|placeholder\/)/);
    await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBeGreaterThan(0);
  }
  await expectNoSeriousA11yIssues(page);
  await context.close();
});
