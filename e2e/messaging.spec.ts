import { expect, type APIRequestContext } from '@playwright/test';
import m from '@espasyo/domain/i18n/en/messages';
import { test, DEMO, PASSWORD, expectNoSeriousA11yIssues, fillSignIn, signUpViaApi } from './support';

// Messaging (issue 21): a client messages a host from a listing page; the host, on their
// messages page in another browser, sees it arrive without reloading, with the phone number
// hidden (no confirmed booking between them) while the client sees it as typed, marked hidden
// from the host (issue 29), and answers; the answer reaches the client live.
// A new client each run, so the conversation is new and no booking makes contacts visible.

/** A live listing of the demo host. */
async function demoHostListing(request: APIRequestContext) {
  const signIn = await request.post('/api/auth/signin', { data: { email: DEMO.host, password: PASSWORD } });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  const res = await request.get('/api/host/listings?status=active&pageSize=5');
  expect(res.status()).toBe(200);
  const { items } = (await res.json()) as { items: { id: string; title: string }[] };
  expect(items.length).toBeGreaterThan(0);
  return items[0];
}

test.beforeEach(() => test.slow());

test('a client messages a host from a listing, the host sees it live with the phone number hidden, and the reply comes back', async ({
  browser,
  playwright,
  baseURL,
}) => {
  const hostApi = await playwright.request.newContext({ baseURL });
  const listing = await demoHostListing(hostApi);

  // The host waits on their messages page.
  const hostContext = await browser.newContext({ storageState: await hostApi.storageState() });
  const host = await hostContext.newPage();
  await host.goto('/host/messages');
  await expect(host.getByRole('heading', { name: m.title, level: 1 })).toBeVisible();

  // A new client, signed in, asks from the listing page.
  const clientApi = await playwright.request.newContext({ baseURL });
  await signUpViaApi(clientApi, 'client', 'msg');
  const clientContext = await browser.newContext({ storageState: await clientApi.storageState() });
  const client = await clientContext.newPage();
  await client.goto(`/spaces/${listing.id}`);
  await client.getByRole('link', { name: 'Message host' }).click();
  await expect(client).toHaveURL(/\/client\/messages\?c=/);
  const box = client.getByRole('textbox', { name: m.composer.label });
  await expect(box).toBeFocused();
  await expect(client.getByText(m.contactsBanner)).toBeVisible();
  await box.fill('Hi! Is the space free next week? Call me at 0917 123 4567.');
  await box.press('Enter');
  const clientLog = client.getByRole('log', { name: m.title });
  // The sender sees what they typed, marked as hidden from the host (decision 0059).
  await expect(clientLog.getByText(m.hiddenFrom.host)).toBeVisible();
  await expect(clientLog).toContainText('Call me at 0917 123 4567.');

  // The host sees the new conversation arrive without a reload, and opens it.
  const row = host
    .getByRole('list', { name: m.listLabel })
    .getByRole('link')
    .filter({ hasText: listing.title })
    .filter({ hasText: 'Is the space free next week?' });
  await expect(row).toBeVisible({ timeout: 10_000 });
  await row.click();
  const hostLog = host.getByRole('log', { name: m.title });
  await expect(hostLog.getByText(/Is the space free next week\?/)).toBeVisible();
  await expect(hostLog).not.toContainText('0917 123 4567');
  await expect(hostLog.getByText(m.maskedNote)).toBeVisible();
  await expectNoSeriousA11yIssues(host);

  // The reply reaches the client live, and the client's reading shows 'Seen' to the host.
  const reply = host.getByRole('textbox', { name: m.composer.label });
  await reply.fill('Yes, it is free from Monday.');
  await reply.press('Enter');
  await expect(clientLog.getByText('Yes, it is free from Monday.')).toBeVisible({ timeout: 10_000 });
  await expect(hostLog.getByText(m.seen)).toBeVisible({ timeout: 10_000 });
  await expectNoSeriousA11yIssues(client);

  await hostContext.close();
  await clientContext.close();
  await hostApi.dispose();
  await clientApi.dispose();
});

test('a visitor who asks to message a host signs in and lands on the open composer', async ({
  page,
  playwright,
  baseURL,
}) => {
  const hostApi = await playwright.request.newContext({ baseURL });
  const listing = await demoHostListing(hostApi);
  await hostApi.dispose();
  await page.goto(`/spaces/${listing.id}`);
  await page.getByRole('link', { name: 'Message host' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await fillSignIn(page, DEMO.client);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/client\/messages\?c=/);
  await expect(page.getByRole('textbox', { name: m.composer.label })).toBeFocused();
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
});
