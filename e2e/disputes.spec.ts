import { expect, type Browser, type Page } from '@playwright/test';
import { disputeMessages } from '@espasyo/domain/messages/disputes';
import { test, DEMO, expectNoSeriousA11yIssues, fillSignIn } from './support';

// Disputes (issue 22): the demo client reports a problem on a confirmed booking (reason,
// description), an admin reads it on /disputes and resolves it with a partial refund of ₱100, and
// both sides see the decision and the refund on the dispute's page. Repeatable: the booking stays
// eligible once its dispute is resolved, and each run refunds ₱100 of it.

const m = disputeMessages;

async function signedIn(browser: Browser, email: string, lands: RegExp): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/signin');
  await fillSignIn(page, email);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(lands);
  return page;
}

async function adminPage(browser: Browser): Promise<Page> {
  const admin = await (await browser.newContext()).newPage();
  await admin.goto('/admin');
  await fillSignIn(admin, DEMO.admin);
  await admin.getByRole('button', { name: 'Sign In to Admin' }).click();
  await expect(admin).toHaveURL(/\/dashboard$/);
  return admin;
}

/** A confirmed booking of the demo client's with the demo host (Ramon) where a dispute can be opened now. */
async function eligibleBooking(client: Page): Promise<string> {
  const list = await (await client.request.get('/api/bookings?group=all&pageSize=50')).json();
  for (const b of list.items as { id: string; status: string; total: number; host: { name: string } }[]) {
    if (b.status !== 'confirmed' || b.total < 20_000 || !b.host.name.startsWith('Ramon')) continue;
    const d = await (await client.request.get(`/api/disputes/booking/${b.id}`)).json();
    if (d.canOpen) return b.id;
  }
  throw new Error('No confirmed demo booking where a dispute can be opened');
}

test('a client reports a problem; an admin resolves it with a partial refund; both sides see it', async ({
  browser,
}) => {
  test.slow(); // three people's browsers and two accessibility scans
  const client = await signedIn(browser, DEMO.client, /\/client-dashboard$/);
  const bookingId = await eligibleBooking(client);
  await client.goto(`/client/bookings/${bookingId}`);
  await client.getByRole('button', { name: m.open.clientButton }).click();
  const form = client.getByRole('form', { name: m.open.heading });
  await form.getByLabel(new RegExp(m.open.reason)).selectOption('not_as_described');
  const story = `The space was half the size in the photos (e2e ${Date.now().toString(36)}).`;
  await form.getByLabel(new RegExp(m.open.description)).fill(story);
  await form.getByRole('button', { name: m.open.submit }).click();
  await expect(client).toHaveURL(/\/client\/disputes\//);
  await expect(client.getByText(story)).toBeVisible();
  const disputeUrl = new URL(client.url()).pathname;
  const disputeId = disputeUrl.split('/').pop()!;
  await client.getByRole('textbox', { name: new RegExp(m.view.composer) }).fill('Photos to follow.');
  await client.getByRole('button', { name: m.view.send }).click();
  await expect(client.getByText('Photos to follow.')).toBeVisible();
  await expectNoSeriousA11yIssues(client);

  // Staff: the queue, the dispute with the booking at hand, the decision with ₱100 back.
  const admin = await adminPage(browser);
  await admin.goto('/disputes');
  await expect(admin.getByRole('heading', { level: 1, name: m.admin.title })).toBeVisible();
  await admin.goto(`/disputes/${disputeId}`);
  await expect(admin.getByText(story)).toBeVisible();
  await expect(admin.getByRole('heading', { name: m.admin.payments })).toBeVisible();
  const resolve = admin.getByRole('form', { name: m.admin.resolve.heading });
  const decision = 'The listing overstated the size. ₱100 is refunded to the client.';
  await resolve.getByLabel(new RegExp(m.admin.resolve.decision)).fill(decision);
  await resolve.getByRole('radio', { name: m.admin.resolve.part }).check();
  await resolve.getByLabel(new RegExp(m.admin.resolve.amount)).fill('100');
  await resolve.getByRole('button', { name: m.admin.resolve.submit }).click();
  const confirm = admin.getByRole('dialog', { name: m.admin.resolve.confirmTitle });
  await expect(confirm.getByText(/₱100 is refunded to the client/)).toBeVisible();
  await confirm.getByRole('button', { name: m.admin.resolve.confirm }).click();
  await expect(admin.getByText(m.admin.resolve.done)).toBeVisible();
  await expect(admin.getByText(m.view.refund('₱100'))).toBeVisible();

  // Both sides see the decision and the refund.
  await client.reload();
  await expect(client.getByText(decision)).toBeVisible();
  await expect(client.getByText(m.view.refund('₱100'))).toBeVisible();
  const host = await signedIn(browser, DEMO.host, /\/host-dashboard$/);
  await host.goto(`/host/disputes/${disputeId}`);
  await expect(host.getByText(decision)).toBeVisible();
  await expect(host.getByText(m.view.refund('₱100'))).toBeVisible();
  await expectNoSeriousA11yIssues(host);
});
