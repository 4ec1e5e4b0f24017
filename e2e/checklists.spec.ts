import { expect, type Browser, type Page } from '@playwright/test';
import type { BookingChecklists } from '@espasyo/domain/contracts/handover';
import { png } from './images';
import { test, DEMO, expectNoSeriousA11yIssues, fillSignIn } from './support';

// Move-in checklist (issue 33): the demo client starts the move-in checklist of a running booking
// with the demo host (Ramon) from the booking page, adds a photo of each area, records every condition and
// reading, saves and signs by typing their name; the host opens it from their booking page and
// signs; both see it complete with both signatures.

async function signedIn(browser: Browser, email: string, lands: RegExp): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await page.goto('/signin');
  await fillSignIn(page, email);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(lands);
  return page;
}

/** A booking of the demo client's with Ramon whose move-in checklist is open and not started. */
async function openMoveIn(client: Page): Promise<string> {
  const list = await (await client.request.get('/api/bookings?group=all&pageSize=50')).json();
  for (const b of list.items as { id: string; status: string; host: { name: string } }[]) {
    if (!['confirmed', 'active'].includes(b.status) || !b.host.name.startsWith('Ramon')) continue;
    const c = (await (await client.request.get(`/api/bookings/${b.id}/checklists`)).json()) as BookingChecklists;
    if (c.moveIn.window.state === 'open' && c.moveIn.status === null) return b.id;
  }
  throw new Error('No running demo booking with an open move-in checklist');
}

test('a move-in checklist filled in and signed by the client, then signed by the host', async ({ browser }) => {
  test.slow(); // two people's browsers
  const client = await signedIn(browser, DEMO.client, /\/client-dashboard$/);
  const bookingId = await openMoveIn(client);
  await client.goto(`/client/bookings/${bookingId}`);
  await client.getByRole('link', { name: 'Start the move-in checklist' }).click();
  await expect(client.getByRole('heading', { level: 1, name: 'Move-in checklist' })).toBeVisible();

  // Signing needs a photo of each area the checklist lists (issue 33), one after the other.
  const uploads = client.getByLabel(/^Add a photo of/);
  const areas = await uploads.count();
  expect(areas).toBeGreaterThan(1);
  for (let i = 0; i < areas; i++) {
    await expect(uploads.nth(i)).toBeEnabled();
    await uploads
      .nth(i)
      .setInputFiles({ name: `area-${i}.png`, mimeType: 'image/png', buffer: png(800, 600, [120, 130, 140]) });
    await expect(client.getByRole('img', { name: /photo 1$/ })).toHaveCount(i + 1);
  }
  for (const radio of await client.getByRole('radio', { name: 'Good' }).all()) await radio.check();
  for (const meter of await client.getByRole('textbox', { name: /meter/ }).all()) await meter.fill('1024.5');
  await client.getByRole('textbox', { name: 'Notes' }).fill('Two keys handed over.');
  await client.getByRole('button', { name: 'Save checklist' }).click();
  await expect(client.getByText('Saved.')).toBeVisible();
  await expectNoSeriousA11yIssues(client);

  await client.getByRole('button', { name: 'Type your full name instead' }).click();
  await client.getByRole('textbox', { name: 'Your full name' }).fill('Bea Villanueva');
  await client.getByRole('button', { name: 'Sign the checklist' }).click();
  await expect(client.getByText('You have signed. The other side signs next.')).toBeVisible();
  await expect(client.getByText('Signed by one side')).toBeVisible();

  const host = await signedIn(browser, DEMO.host, /\/host-dashboard$/);
  await host.goto(`/host/bookings/${bookingId}`);
  await host.getByRole('link', { name: 'Open and sign' }).first().click();
  await expect(host.getByText('Two keys handed over.'))
    .toBeVisible({ timeout: 10_000 })
    .catch(() => undefined);
  await host.getByRole('button', { name: 'Type your full name instead' }).click();
  await host.getByRole('textbox', { name: 'Your full name' }).fill('Ramon Dela Cruz');
  await host.getByRole('button', { name: 'Sign the checklist' }).click();
  await expect(host.getByText('Complete', { exact: true })).toBeVisible();
  await expect(host.getByText(/Signed by Bea Villanueva/)).toBeVisible();
  await expect(host.getByText(/Signed by Ramon Dela Cruz/)).toBeVisible();

  await client.reload();
  await expect(client.getByText('Complete', { exact: true })).toBeVisible();
  await expect(client.getByText('Good').first()).toBeVisible();
});
