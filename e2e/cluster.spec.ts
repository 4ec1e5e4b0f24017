import { expect, request, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { bookingMessages } from '@espasyo/domain/messages/bookings';
import { png } from './images';
import {
  PIN_COOKIE,
  RATE_LIMIT_SCALE,
  missingServices,
  sandboxSecret,
  sandboxSignature,
  startCluster,
  type Cluster,
} from './cluster-support';
import { test, DEMO, PASSWORD, fillSignIn, freshEmail, freshPhone } from './support';

// Issue 23, "Shown by tests and a benchmark": two instances of the built server on one
// PostgreSQL, Redis and S3-compatible bucket, started at the same moment, behind Debian's nginx
// with the sample configuration (decision 0055). A browser pinned to one instance by a cookie
// (only the test's nginx reads it) shows what the other instance sees. The steps build on each
// other: they run in order, on one cluster.

const m = bookingMessages;
let cluster: Cluster | null = null;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const missing = await missingServices();
  // CI has all three (.ci/run installs nginx): without one the journey fails and names it, never skips.
  if (missing.length > 0) throw new Error(`the two-instance journey needs ${missing.join(', ')}`);
  cluster = await startCluster(Number(process.env.E2E_PORT ?? 3450));
});

test.afterAll(async () => {
  await cluster?.stop();
  cluster = null;
});

const c = (): Cluster => {
  if (!cluster) throw new Error('the cluster did not start');
  return cluster;
};

/** A browser of its own whose requests go to instance `pin` (and to the other only when that one is down). */
async function pinnedContext(browser: Browser, pin: 'a' | 'b'): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: c().publicUrl });
  await context.addCookies([{ name: PIN_COOKIE, value: pin, url: c().publicUrl }]);
  return context;
}

async function signIn(page: Page, email: string, lands: RegExp) {
  await page.goto('/signin');
  await fillSignIn(page, email);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(lands);
}

/** Which upstream (port) nginx sent matching requests to, from its access log (the sample's format). */
const upstreamsOf = (pattern: RegExp) =>
  c()
    .accessLog()
    .filter((line) => pattern.test(line))
    // The upstreams nginx tried, in order: the last one answered.
    .map((line) => (line.split('"')[2]?.match(/127\.0\.0\.1:\d+/g) ?? []).pop() ?? '');

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const dayFromToday = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date(Date.now() + days * 86_400_000));

/** The listings the journey has booked so far. */
const booked = new Set<string>();
/** A live listing of the demo host (request-to-book or instant), priced by the day, with two free days ahead. */
async function bookable(instantBook: boolean) {
  const api = await request.newContext({ baseURL: c().publicUrl });
  try {
    const signedIn = await api.post('/api/auth/signin', { data: { email: DEMO.host, password: PASSWORD } });
    expect(signedIn.ok(), await signedIn.text()).toBe(true);
    const { items } = (await (await api.get('/api/host/listings?status=active&pageSize=100')).json()) as {
      items: { id: string; title: string; instantBook: boolean; pricePerDay: number | null }[];
    };
    // A listing no earlier step booked: a client's open request on a listing disables its button.
    const fresh = items.filter((i) => i.instantBook === instantBook && i.pricePerDay !== null && !booked.has(i.id));
    for (const item of fresh) {
      const listing = (await (await api.get(`/api/listings/${item.id}`)).json()) as { minDurationUnit: string | null };
      if (listing.minDurationUnit === 'month') continue;
      const start = 60 + Math.floor(Math.random() * 240);
      const [from, to] = [dayFromToday(start), dayFromToday(start + 1)];
      if (!(await api.get(`/api/listings/${item.id}/quote?from=${from}&to=${to}`)).ok()) continue;
      booked.add(item.id);
      return { ...item, from, to };
    }
    throw new Error('no listing of the demo host to book');
  } finally {
    await api.dispose();
  }
}

/** The number in the bell's name: 'Notifications, 3 unread' → 3. */
async function unreadOf(page: Page): Promise<number> {
  const name = (await page.getByRole('button', { name: /^Notifications/ }).getAttribute('aria-label')) ?? '';
  return Number(/, (\d+)\+? unread$/.exec(name)?.[1] ?? 0);
}

/** The checkout: the typed signature, then the sandbox's hosted page; back on the booking, paid. */
async function pay(page: Page, id: string) {
  await page.getByRole('link', { name: /^Pay ₱/ }).click();
  await expect(page).toHaveURL(new RegExp(`/client/bookings/${id}/checkout$`));
  await page.getByRole('button', { name: 'Type your full name instead' }).click();
  await page.getByLabel(/^Your full name/).fill('Bea Villanueva');
  await page.getByLabel('I have read and agree to the rental agreement').check();
  await page.getByRole('button', { name: 'Sign and continue to payment' }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  await page.getByText('GCash', { exact: true }).click();
  await page.getByRole('button', { name: 'Authorise payment' }).click();
  await expect(page).toHaveURL(new RegExp(`/client/bookings/${id}\\?payment=paid$`));
  await expect(page.getByText('Payment received', { exact: true })).toBeVisible({ timeout: 25_000 });
  await expect(page.getByText(m.statusLabels.confirmed).first()).toBeVisible();
}

test('both instances started at once: one migrated and seeded, both serve through nginx', async () => {
  const { rows } = await c().db.query<{ n: string }>('select count(*) as n from users where email = $1', [DEMO.host]);
  expect(Number(rows[0].n)).toBe(1);
  for (const i of [c().a, c().b]) expect((await fetch(`${i.url}/readyz`)).status).toBe(200);
  expect((await fetch(`${c().publicUrl}/readyz`)).status).toBe(200);
});

test('a photo the host uploads through one instance shows from the other', async ({ browser }) => {
  const context = await pinnedContext(browser, 'a');
  const page = await context.newPage();
  await signIn(page, DEMO.host, /\/host-dashboard$/);
  const created = await page.request.post('/api/host/listings', { data: { type: 'storage' } });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  await page.goto(`/host/listings/${id}/edit?step=photos`);
  await page
    .getByLabel(/Choose photos or drop them here/)
    .setInputFiles([{ name: 'front.png', mimeType: 'image/png', buffer: png(800, 600, [200, 120, 60]) }]);
  await expect(page.getByRole('heading', { name: 'Your photos (1 of 12)' })).toBeVisible();
  expect(upstreamsOf(new RegExp(`POST /api/host/listings/${id}/photos`))).toEqual([`127.0.0.1:${c().a.port}`]);

  // Another browser (its own cache), on B: the photo is drawn, and B is what served it.
  const other = await pinnedContext(browser, 'b');
  const onB = await other.newPage();
  await signIn(onB, DEMO.host, /\/host-dashboard$/);
  await onB.goto(`/host/listings/${id}/edit?step=photos`);
  const photo = onB.getByRole('img', { name: 'Photo 1 of 1, the cover' });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const src = (await photo.getAttribute('src'))!;
  expect(upstreamsOf(new RegExp(`GET ${escape(src)} `)).pop()).toBe(`127.0.0.1:${c().b.port}`);
  // … and B itself, asked directly, serves the file from the bucket.
  const cookie = (await other.cookies()).map((k) => `${k.name}=${k.value}`).join('; ');
  const direct = await fetch(`${c().b.url}${src}`, { headers: { cookie } });
  expect(direct.status).toBe(200);
  expect(direct.headers.get('content-type')).toMatch(/^image\//);
  await context.close();
  await other.close();
});

test("a client's request on one instance rings the host's bell live on the other", async ({ browser }) => {
  const hostContext = await pinnedContext(browser, 'b');
  const host = await hostContext.newPage();
  const subscribed = new Promise<void>((resolve) =>
    host.on('websocket', (ws) =>
      ws.on('framereceived', ({ payload }) => {
        if (String(payload).includes('"subscribed"') && String(payload).includes('"user:')) resolve();
      }),
    ),
  );
  await signIn(host, DEMO.host, /\/host-dashboard$/);
  await subscribed;
  const read = await host.request.post('/api/me/notifications/read', { data: { ids: 'all' } });
  expect(read.ok(), await read.text()).toBe(true);
  await expect.poll(() => unreadOf(host)).toBe(0);
  await host.evaluate(() => Object.assign(window, { __notLoaded: true }));

  const client = await (await pinnedContext(browser, 'a')).newPage();
  await signIn(client, DEMO.client, /\/client-dashboard$/);
  const listing = await bookable(false);
  await client.goto(`/client/listing/${listing.id}?from=${listing.from}&to=${listing.to}`);
  await client.getByRole('button', { name: m.actionLabels.request }).click();
  await expect(client).toHaveURL(/\/client\/bookings\/[^/?]+$/);
  expect(upstreamsOf(/POST \/api\/bookings /).pop()).toBe(`127.0.0.1:${c().a.port}`);

  await expect.poll(() => unreadOf(host), { timeout: 15_000 }).toBeGreaterThan(0);
  expect(await host.evaluate(() => (window as unknown as { __notLoaded?: boolean }).__notLoaded)).toBe(true);
  await hostContext.close();
  await client.context().close();
  // nginx logs a socket when it closes: the host's was on B.
  await expect.poll(() => upstreamsOf(/GET \/api\/ws /)).toContain(`127.0.0.1:${c().b.port}`);
});

test("a sandbox payment's webhook, delivered to both instances at once, is processed once", async ({ browser }) => {
  const page = await (await pinnedContext(browser, 'a')).newPage();
  await signIn(page, DEMO.client, /\/client-dashboard$/);
  const listing = await bookable(true);
  await page.goto(`/client/listing/${listing.id}?from=${listing.from}&to=${listing.to}`);
  await page.getByRole('button', { name: m.actionLabels.book_instantly }).click();
  await expect(page).toHaveURL(/\/client\/bookings\/[^/?]+$/);
  const id = new URL(page.url()).pathname.split('/').pop()!;
  await pay(page, id);

  // The sandbox's event for this payment, sent again as a gateway retries: to A and B at once.
  const { rows } = await c().db.query<{ payload: unknown }>(
    `select e.payload from sandbox_events e join sandbox_checkouts k on k.id = e.checkout_id
       join payments p on p.checkout_id = k.id
      where p.booking_id = $1 and e.type = 'checkout.paid'`,
    [id],
  );
  expect(rows).toHaveLength(1);
  const body = JSON.stringify(rows[0].payload);
  const eventId = (rows[0].payload as { id: string }).id;
  const secret = sandboxSecret(c().secretKey);
  const answers = await Promise.all(
    [c().a, c().b, c().a, c().b].map(async (i) => {
      const res = await fetch(`${i.url}/api/webhooks/payments/sandbox`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'sandbox-signature': sandboxSignature(secret, body) },
        body,
      });
      return { status: res.status, body: (await res.json()) as { duplicate: boolean } };
    }),
  );
  expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
  expect(answers.every((a) => a.body.duplicate)).toBe(true);
  const events = await c().db.query<{ processed: boolean }>(
    `select processed_at is not null as processed from webhook_events where gateway = 'sandbox' and event_id = $1`,
    [eventId],
  );
  expect(events.rows).toEqual([{ processed: true }]);
  const paid = await c().db.query(`select status from payments where booking_id = $1`, [id]);
  expect(paid.rows).toEqual([{ status: 'paid' }]);
  await page.reload();
  await expect(page.getByText(m.statusLabels.confirmed).first()).toBeVisible();
  await page.context().close();
});

test('the sign-in lockout and the API limit hold across both instances', async ({ browser }) => {
  // A fresh account; eight wrong passwords at once, four to each instance: the account's five
  // attempts are counted in the database, whichever instance takes them.
  const email = freshEmail('cluster-lockout');
  const signup = await fetch(`${c().publicUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      userType: 'client',
      email,
      firstName: 'Maria',
      lastName: 'Santos',
      phone: freshPhone(),
      password: PASSWORD,
      confirmPassword: PASSWORD,
      agreeToTerms: true,
    }),
  });
  expect(signup.status, await signup.clone().text()).toBe(201);
  const instances = [c().a, c().b];
  const wrong = await Promise.all(
    Array.from({ length: 8 }, (_, n) =>
      fetch(`${instances[n % 2].url}/api/auth/signin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'Not-the-password-1' }),
      }).then((r) => r.status),
    ),
  );
  expect(wrong.filter((s) => s === 401)).toHaveLength(4);
  expect(wrong.filter((s) => s === 423)).toHaveLength(4);
  // The right password now, in the browser through nginx: locked, whichever instance answers.
  const page = await (await browser.newContext({ baseURL: c().publicUrl })).newPage();
  await page.goto('/signin');
  await fillSignIn(page, email);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Too many failed attempts. Please try again later.')).toBeVisible();
  await page.context().close();

  // The API limit (the settings' 100 a minute for a signed-in user, times RATE_LIMIT_SCALE): 30
  // more requests than that at once, half to each instance, inside one minute's window, let
  // exactly the limit through. An ordinary API call: the session check has its own, larger count.
  const limit = 100 * RATE_LIMIT_SCALE;
  // A second account's session (the first one is locked out now): the calls count for its user.
  const caller = await fetch(`${c().publicUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      userType: 'client',
      email: freshEmail('cluster-api-limit'),
      firstName: 'Jose',
      lastName: 'Reyes',
      phone: freshPhone(),
      password: PASSWORD,
      confirmPassword: PASSWORD,
      agreeToTerms: true,
    }),
  });
  expect(caller.status, await caller.clone().text()).toBe(201);
  const callerSession = caller.headers
    .getSetCookie()
    .map((v) => v.split(';')[0])
    .join('; ');
  const settle = 60 - new Date().getSeconds();
  if (settle < 15) await new Promise((r) => setTimeout(r, settle * 1000 + 200));
  const statuses = await Promise.all(
    Array.from({ length: limit + 30 }, (_, n) =>
      fetch(`${instances[n % 2].url}/api/me/notifications/unread-count`, { headers: { cookie: callerSession } }).then(
        (r) => r.status,
      ),
    ),
  );
  expect(statuses.filter((s) => s === 200)).toHaveLength(limit);
  expect(statuses.filter((s) => s === 429)).toHaveLength(30);
});

test('kill -9 of an instance loses nothing it acknowledged; the journey finishes on the other', async ({ browser }) => {
  const client = await (await pinnedContext(browser, 'a')).newPage();
  await signIn(client, DEMO.client, /\/client-dashboard$/);
  const listing = await bookable(false);
  await client.goto(`/client/listing/${listing.id}?from=${listing.from}&to=${listing.to}`);
  await client.getByRole('button', { name: m.actionLabels.request }).click();
  await expect(client).toHaveURL(/\/client\/bookings\/[^/?]+$/);
  const id = new URL(client.url()).pathname.split('/').pop()!;

  const hostContext = await pinnedContext(browser, 'a');
  const host = await hostContext.newPage();
  await signIn(host, DEMO.host, /\/host-dashboard$/);
  await host.goto('/host/bookings');
  const card = host.getByRole('listitem').filter({ has: host.locator(`a[href="/host/bookings/${id}"]`) });
  await card.getByRole('button', { name: /^Accept request/ }).click();
  await expect(host.getByText('Request accepted')).toBeVisible();
  expect(upstreamsOf(new RegExp(`POST /api/\\S*${id}\\S* `)).pop()).toBe(`127.0.0.1:${c().a.port}`);

  // Instance A dies without a word, right after acknowledging the acceptance.
  c().a.child.kill('SIGKILL');
  expect(await c().a.exited).toBeNull();

  // Both browsers go on through nginx, which moves them to B; the acceptance is there.
  await client.reload();
  await expect(client.getByText(m.statusLabels.awaiting_payment).first()).toBeVisible();
  await pay(client, id);
  await host.goto(`/host/bookings/${id}`);
  await expect(host.getByText(m.statusLabels.confirmed).first()).toBeVisible();
  expect(upstreamsOf(new RegExp(`GET /api/bookings/${id} `)).pop()).toBe(`127.0.0.1:${c().b.port}`);
  await client.context().close();
  await hostContext.close();
});

test('timers fire once: each hourly job ran once although both instances run the scheduler', async () => {
  const { rows } = await c().db.query<{ name: string; run_count: number }>(
    `select name, run_count from job_runs
      where name in ('purge-expired-sessions', 'purge-auth-tokens', 'analytics-purge-visitors', 'review-reveal')
      order by name`,
  );
  expect(rows).toEqual([
    { name: 'analytics-purge-visitors', run_count: 1 },
    { name: 'purge-auth-tokens', run_count: 1 },
    { name: 'purge-expired-sessions', run_count: 1 },
    { name: 'review-reveal', run_count: 1 },
  ]);
});
