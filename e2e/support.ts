import { test as base, expect, type APIRequestContext, type Page, type Response } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { createHmac } from 'node:crypto';

// Helpers shared by the browser tests. Tests share one server, so each makes its own users.

export const PASSWORD = 'Espasyo!2026';
export const DEMO = {
  admin: 'admin@espasyo.test',
  moderator: 'moderator@espasyo.test',
  host: 'host@espasyo.test',
  client: 'client@espasyo.test',
} as const;

let seq = 0;

/**
 * Withdraws the demo client's booking once a test has seen it: every spec books as the one demo
 * client on one server, and a client may have only 5 requests waiting for a host's answer
 * (security.maxOpenRequests), so a test leaves none behind.
 */
export async function withdrawBooking(page: Page, bookingId: string) {
  const res = await page.request.post(`/api/bookings/${bookingId}/cancel`, { data: { reason: 'Test finished' } });
  expect(res.ok(), await res.text()).toBe(true);
}
export function freshEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${(++seq).toString(36)}${Math.random().toString(36).slice(2, 6)}@e2e.espasyo.test`;
}
/** A number of its own too: SMS codes in the mailbox are addressed to the phone. */
export const freshPhone = (): string => `0917${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;

/** Creates an account through the API; the request context's cookie jar is then signed in. */
export async function signUpViaApi(req: APIRequestContext, userType: 'client' | 'host', prefix: string = userType) {
  const account = { email: freshEmail(prefix), phone: freshPhone(), password: PASSWORD };
  const res = await req.post('/api/auth/signup', {
    data: {
      userType,
      email: account.email,
      firstName: 'Maria',
      lastName: 'Santos',
      phone: account.phone,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      agreeToTerms: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return account;
}

interface MailboxMessage {
  to: string;
  text: string;
}

/** The first capture of `pattern` in the development mailbox's messages to `to`. */
export async function fromMailbox(req: APIRequestContext, to: string, pattern: RegExp): Promise<string> {
  let found = '';
  await expect
    .poll(
      async () => {
        const { messages } = (await (await req.get('/api/dev/mailbox')).json()) as { messages: MailboxMessage[] };
        found =
          messages
            .filter((m) => m.to === to)
            .map((m) => m.text.match(pattern)?.[1] ?? '')
            .find(Boolean) ?? '';
        return found;
      },
      { timeout: 10_000 },
    )
    .not.toBe('');
  return found;
}

export async function expectNoSeriousA11yIssues(page: Page) {
  // Scan what settles on screen, not a calendar dimmed while its month loads.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Signs in through a sign-in form already on screen. */
export async function fillSignIn(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel(/^Password/).fill(password);
}

/** Signs in on /signin as a person would, and waits until the page has left it (their home). */
export async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto('/signin');
  await fillSignIn(page, email, password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).not.toHaveURL(/\/signin$/);
}

/** RFC 6238 code (SHA-1, 6 digits, 30 s) for a base32 secret, as an authenticator app computes it. */
export function totp(secret: string, at = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const bits = [...secret.replace(/=+$/, '').toUpperCase()]
    .map((c) => alphabet.indexOf(c).toString(2).padStart(5, '0'))
    .join('');
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((b) => parseInt(b, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const h = createHmac('sha1', key).update(counter).digest();
  const o = h[h.length - 1] & 0xf;
  return String((h.readUInt32BE(o) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/** Waits until a server-rendered page is live (RootLayout marks `<html data-hydrated>`): typing or clicking before that is lost. */
export async function waitForHydration(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 20_000 });
}

const isAppPage = (res: Response | null) => !!res && (res.headers()['content-type'] ?? '').startsWith('text/html');
type GotoOptions = Parameters<Page['goto']>[1];

/**
 * A page whose goto and reload return once the app has taken over the page, as a person waits
 * for a page to answer: a server-rendered page paints before its scripts start (decision 0026),
 * so the load event can come before React is there. `waitUntil: 'commit'` or
 * `'domcontentloaded'` asks for the page before that.
 */
function live(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const settle = async (res: Response | null, options?: GotoOptions) => {
    const early = options?.waitUntil === 'commit' || options?.waitUntil === 'domcontentloaded';
    if (isAppPage(res) && !early) await waitForHydration(page);
    return res;
  };
  page.goto = async (url, options) => settle(await goto(url, options), options);
  page.reload = async (options) => settle(await reload(options), options);
}

/**
 * The browser tests' `test`: every page of every context waits for the app on goto and
 * reload (see live), so a test's first click is never lost to a page not yet hydrated. The
 * test's own context is made by browser.newContext as any other; where the test turns
 * JavaScript off, nothing hydrates and its pages load as they are.
 */
export const test = base.extend<object, object>({
  context: async ({ context, javaScriptEnabled }, use) => {
    if (!javaScriptEnabled) context.off('page', live);
    await use(context);
  },
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        if (options?.javaScriptEnabled !== false) context.on('page', live);
        return context;
      };
      await use(browser);
    },
    { scope: 'worker' },
  ],
});
