import { expect } from '@playwright/test';
import { test, expectNoSeriousA11yIssues, fillSignIn, signUpViaApi } from './support';

// Filipino (issue 34): one address per language, the language a browser asks for, and the
// switchers in the footer and the account menu.

test.describe('a browser that asks for Filipino', () => {
  test.use({ locale: 'fil-PH' });

  test('is sent from the English address to the Filipino one, which says so to search engines', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/fil$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/$/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/fil$/);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Tungkol sa amin' })).toBeVisible();
    await expectNoSeriousA11yIssues(page);
  });
});

test('the footer switches the language and keeps the choice; the English address stays English after', async ({
  page,
}) => {
  await page.goto('/spaces');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Filipino' }).click();
  await expect(page).toHaveURL(/\/fil\/spaces$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
  await expect(footer.getByRole('link', { name: 'Tungkol sa amin' })).toBeVisible();
  // Links inside the Filipino pages stay Filipino.
  await expect(footer.getByRole('link', { name: 'Mga Tuntunin ng Serbisyo' })).toHaveAttribute('href', '/fil/terms');

  await footer.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/spaces$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto('/');
  await expect(page).not.toHaveURL(/\/fil/);
});

test("a signed-in person's choice in the account menu is kept on their account", async ({ page, request }) => {
  // An account of its own: the demo client's language would change the pages of other tests.
  const account = await signUpViaApi(request, 'client', 'wika');
  await page.goto('/signin');
  await fillSignIn(page, account.email);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).not.toHaveURL(/\/signin$/);

  await page.getByRole('button', { name: /^Account menu for / }).click();
  await page.getByRole('menuitem', { name: 'Filipino' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
  await expect(page).toHaveURL(/\/fil\//);
  const me = await page.request.get('/api/auth/me');
  expect(((await me.json()) as { user: { language: string } }).user.language).toBe('fil');

  // Another device, whose browser asks for English: the account's language.
  const other = await page.context().browser()!.newContext({ locale: 'en-US' });
  const phone = await other.newPage();
  await phone.goto('/signin');
  await fillSignIn(phone, account.email);
  await phone.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(phone).not.toHaveURL(/\/signin$/);
  await phone.goto('/spaces');
  await expect(phone).toHaveURL(/\/fil\/spaces$/);
  await other.close();

  await page.getByRole('button', { name: /^Menu ng account ni / }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
