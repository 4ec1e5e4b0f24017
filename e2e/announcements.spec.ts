import { expect, type Page } from '@playwright/test';
import { DEMO, PASSWORD, expectNoSeriousA11yIssues, signUpViaApi, test } from './support';

// Announcements (issue 21, decision 0045): an admin publishes one for clients; a client sees the
// banner, dismisses it, reloads, and it stays dismissed (the server remembers it).

async function signInAsAdmin(page: Page) {
  await page.goto('/admin');
  await page.getByLabel('Email address').fill(DEMO.admin);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In to Admin' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

test('an admin publishes an announcement; a client sees the banner, dismisses it, and it stays dismissed', async ({
  page,
  browser,
}) => {
  test.slow(); // an admin's browser and a client's
  const title = `Maintenance on Sunday ${Date.now().toString(36)}`;
  await signInAsAdmin(page);
  await page.goto('/announcements');
  await page.getByRole('button', { name: 'New announcement' }).first().click();
  const drawer = page.getByRole('dialog', { name: 'New announcement' });
  await drawer.getByLabel(/^Title/).fill(title);
  await drawer.getByLabel(/^Announcement/).fill('Payments pause from 1 to 3 AM while we upgrade.');
  await drawer.getByLabel('Who sees it').selectOption('clients');
  await expect(drawer.getByRole('region', { name: 'Preview' })).toContainText(title);
  await expectNoSeriousA11yIssues(page);
  await drawer.getByRole('button', { name: 'Save and publish' }).click();
  await expect(page.getByText('Announcement published.')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Live');

  const clientContext = await browser.newContext();
  try {
    await signUpViaApi(clientContext.request, 'client', 'announce');
    const client = await clientContext.newPage();
    await client.goto('/client-dashboard');
    const banner = client.getByRole('region', { name: 'Announcement' });
    await expect(banner).toContainText(title);
    await expect(banner).toContainText('Payments pause from 1 to 3 AM while we upgrade.');
    await expectNoSeriousA11yIssues(client);
    await banner.getByRole('button', { name: 'Dismiss announcement' }).click();
    await expect(client.getByText(title)).toHaveCount(0);
    await client.reload();
    await expect(client.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(client.getByText(title)).toHaveCount(0);
  } finally {
    await clientContext.close();
    // Shared server: take it down again so no other spec's client sees it.
    await row.getByRole('button', { name: `Unpublish: ${title}` }).click();
    await page
      .getByRole('dialog', { name: 'Unpublish this announcement?' })
      .getByRole('button', { name: 'Unpublish' })
      .click();
    await expect(page.getByText('Announcement unpublished.')).toBeVisible();
  }
});
