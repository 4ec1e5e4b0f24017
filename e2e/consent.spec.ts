import { expect, type Page } from '@playwright/test';
import { DEMO, PASSWORD, expectNoSeriousA11yIssues, fillSignIn, test } from './support';

// The consent log (issue 34, Data Privacy Act of 2012): an admin publishes a new version of the
// Terms of Service effective today; the demo client signs in, sees the re-consent dialog after the
// sign-in's redirect, agrees, and it does not show again; then withdraws marketing emails in
// Settings. It runs last (its own project): from its publication every signed-in person is asked.

async function signInAsAdmin(page: Page) {
  await page.goto('/admin');
  await page.getByLabel('Email address').fill(DEMO.admin);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In to Admin' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

test('an admin publishes new terms; the client agrees once in the dialog and withdraws marketing emails', async ({
  page,
  browser,
}) => {
  test.slow(); // an admin's browser and a client's
  const label = `e2e-${Date.now().toString(36)}`;
  await signInAsAdmin(page);
  await page.goto('/legal-texts');
  const terms = page.getByRole('region', { name: 'Terms of Service' });
  await expect(terms).toContainText('Current');
  await page.getByLabel(/^Version label/).fill(label);
  // "Takes effect on" is today by default.
  await page.getByLabel(/^Text in English/).fill('## What changed\nWe now explain deposits.\n- Deposits are held.');
  await page.getByLabel(/^Text in Filipino/).fill('## Ano ang nagbago\nIpinapaliwanag na namin ang deposit.');
  await expectNoSeriousA11yIssues(page);
  await page.getByRole('button', { name: 'Publish a new version' }).click();
  await expect(page.getByText(`Terms of Service version ${label} published.`)).toBeVisible();
  await expect(terms.getByRole('listitem').filter({ hasText: label })).toContainText('Current');

  // The public page shows it, with the earlier version linked.
  const visitor = await browser.newContext();
  try {
    const pub = await visitor.newPage();
    await pub.goto('/terms');
    await expect(pub.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await expect(pub.getByText(`Version ${label}, in effect from`)).toBeVisible();
    await expect(pub.getByRole('link', { name: /^Version 2026-01, in effect from/ })).toBeVisible();
  } finally {
    await visitor.close();
  }

  const clientContext = await browser.newContext();
  try {
    const client = await clientContext.newPage();
    await client.goto('/signin');
    await fillSignIn(client, DEMO.client);
    await client.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(client).toHaveURL(/\/client-dashboard$/);
    const dialog = client.getByRole('dialog', { name: 'We updated our terms' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Read the new version' })).toHaveAttribute('href', '/terms');
    await expect(dialog.getByRole('link', { name: 'Compare with the version you agreed to' })).toHaveAttribute(
      'href',
      '/terms?version=2026-01',
    );
    await expectNoSeriousA11yIssues(client);
    await client.keyboard.press('Escape');
    await expect(dialog).toBeVisible(); // only agreeing or signing out ends it
    await dialog.getByRole('button', { name: 'I agree' }).click();
    await expect(dialog).toBeHidden();
    await client.reload();
    await expect(client.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(client.getByRole('dialog', { name: 'We updated our terms' })).toBeHidden();

    // Settings: withdrawing marketing emails is one click (given first when it was off).
    await client.goto('/client/settings#consents');
    const section = client.getByRole('region', { name: 'Privacy and consents' });
    await expect(section.getByText(`Agreed to version ${label}`)).toBeVisible();
    const give = section.getByRole('button', { name: 'Give: Marketing emails' });
    const withdraw = section.getByRole('button', { name: 'Withdraw: Marketing emails' });
    await expect(give.or(withdraw)).toBeVisible();
    if (await give.isVisible()) {
      await give.click();
      await expect(withdraw).toBeVisible();
    }
    await withdraw.click();
    await expect(client.getByText('You will no longer get news and offers by email.')).toBeVisible();
    await expect(give).toBeVisible();
    await expect(section.getByText(/^Withdrawn on /)).toBeVisible();
    await expectNoSeriousA11yIssues(client);
  } finally {
    await clientContext.close();
  }
});
