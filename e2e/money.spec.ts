import { expect, type Browser, type Page } from '@playwright/test';
import { adminPaymentsMessages } from '@espasyo/domain/messages/admin-payments';
import { moneyMessages } from '@espasyo/domain/messages/money';
import { receiptMessages } from '@espasyo/domain/messages/receipts';
import { test, DEMO, expectNoSeriousA11yIssues, fillSignIn, freshPhone } from './support';

// Money (issue 20): a host adds a GCash payout method and takes out ₱50, staff mark the payout
// sent and the host sees the reference; a client downloads a receipt, a real PDF. The demo data
// gives the demo host a default GCash method past its 24-hour hold and an available balance.

const w = moneyMessages.wallet;
const a = moneyMessages.adminPayouts;

/** Staff signed in through /admin, on their dashboard. */
async function adminPage(browser: Browser): Promise<Page> {
  const admin = await (await browser.newContext()).newPage();
  await admin.goto('/admin');
  await fillSignIn(admin, DEMO.admin);
  await admin.getByRole('button', { name: 'Sign In to Admin' }).click();
  await expect(admin).toHaveURL(/\/dashboard$/);
  return admin;
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

test('a host adds a GCash method and takes out ₱50; staff mark it sent; the host sees the reference', async ({
  browser,
}) => {
  const host = await signedIn(browser, DEMO.host, /\/host-dashboard$/);
  await host.goto('/host/wallet');
  await expect(host.getByRole('heading', { level: 1, name: w.title })).toBeVisible();

  // A new method: saved, masked, and waiting 24 hours.
  const methods = host.getByRole('region', { name: w.methods.heading });
  await methods.getByRole('button', { name: w.methods.add }).first().click();
  const dialog = host.getByRole('dialog', { name: w.addMethod.title });
  await dialog.getByLabel(w.addMethod.accountName).fill('Maria Santos');
  const phone = freshPhone();
  await dialog.getByLabel(w.addMethod.mobile).fill(phone);
  await dialog.getByRole('checkbox', { name: w.addMethod.makeDefault }).uncheck();
  await dialog.getByRole('button', { name: w.addMethod.submit }).click();
  await expect(host.getByText(/was added\. It receives payouts from/)).toBeVisible();
  await expect(methods.getByText(`GCash •••• ${phone.slice(-4)}`, { exact: true })).toBeVisible();
  await expect(methods.getByText(phone)).toHaveCount(0);

  // ₱50 to the default method, which is past its hold.
  const amount = host.getByLabel(new RegExp(w.request.amount));
  await amount.fill('50');
  await host.getByRole('button', { name: w.request.submit }).click();
  const confirm = host.getByRole('dialog', { name: w.request.confirmTitle });
  await confirm.getByRole('button', { name: w.request.submit }).click();
  await expect(host.getByText(/Payout of ₱50 requested/)).toBeVisible();
  await expectNoSeriousA11yIssues(host);

  // Staff send it and mark it processed with the transfer's reference.
  const admin = await adminPage(browser);
  await admin.goto(`/payouts?q=${encodeURIComponent(DEMO.host)}`);
  await expect(admin.getByRole('heading', { level: 1, name: a.title })).toBeVisible();
  await admin
    .getByRole('button', { name: new RegExp(`^${a.markProcessed}:`) })
    .first()
    .click();
  const mark = admin.getByRole('dialog');
  const reference = `E2E-${Date.now().toString(36).toUpperCase()}`;
  await mark.getByLabel(new RegExp(a.processed.reference)).fill(reference);
  await mark.getByRole('button', { name: a.markProcessed }).click();
  await expect(admin.getByText(/payout is marked processed/)).toBeVisible();

  await host.reload();
  const payouts = host.getByRole('region', { name: w.payouts.heading });
  await expect(payouts.getByText(w.payouts.reference(reference))).toBeVisible();
});

test('a client downloads the receipt of a payment: a real PDF', async ({ browser }) => {
  const client = await signedIn(browser, DEMO.client, /\/client-dashboard$/);
  await client.goto('/client/payments');
  const pdf = client.getByRole('link', { name: /Download PDF/ }).first();
  await expect(pdf).toBeVisible();
  const [download] = await Promise.all([client.waitForEvent('download'), pdf.click()]);
  expect(download.suggestedFilename()).toMatch(/^espasyo-(refund-)?receipt-.*\.pdf$/);
  const path = await download.path();
  const { readFile } = await import('node:fs/promises');
  const bytes = await readFile(path!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  await expectNoSeriousA11yIssues(client);
});

test('staff refund ₱1 of a payment with a reason; the client sees the refund', async ({ browser }) => {
  const p = adminPaymentsMessages;
  const admin = await adminPage(browser);
  await admin.goto(`/payments?status=paid&q=${encodeURIComponent(DEMO.client)}`);
  await expect(admin.getByRole('heading', { level: 1, name: p.page.title })).toBeVisible();
  await admin
    .getByRole('button', { name: /^Open the payment for / })
    .first()
    .click();
  const drawer = admin.getByRole('dialog');
  const amount = drawer.getByRole('textbox', { name: new RegExp(p.refund.amount.replace(/[()₱]/g, '.')) });
  await amount.fill('1.00');
  await drawer.getByRole('textbox', { name: /Reason/ }).fill('E2E: goodwill for a late key handover');
  await drawer.getByRole('button', { name: p.refund.submit, exact: true }).click();
  await admin.getByRole('button', { name: 'Refund ₱1', exact: true }).click();
  await expect(admin.getByText(p.refund.done('₱1'))).toBeVisible();
  await expectNoSeriousA11yIssues(admin);

  const client = await signedIn(browser, DEMO.client, /\/client-dashboard$/);
  await client.goto('/client/payments');
  await expect(client.getByText(receiptMessages.reasons.admin).first()).toBeVisible();
});
