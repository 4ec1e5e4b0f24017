import { expect, type Browser, type Page } from '@playwright/test';
import { analyticsMessages } from '@espasyo/domain/messages/analytics';
import { test, DEMO, expectNoSeriousA11yIssues, fillSignIn } from './support';

// Analytics (issue 22): the demo host's twelve months of history show on /host/analytics as charts,
// each with its table of figures and a CSV download; the period picker changes the address; staff's
// /analytics shows the platform's charts the same way.

const m = analyticsMessages;

async function signedIn(browser: Browser, email: string, lands: RegExp): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/signin');
  await fillSignIn(page, email);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(lands);
  return page;
}

test('the host analytics page shows charts and their tables, and the period picker changes the address', async ({
  browser,
}) => {
  test.setTimeout(90_000); // three charts, their tables, a download and another period
  const host = await signedIn(browser, DEMO.host, /\/host-dashboard$/);
  await host.goto('/host/analytics');
  await expect(host.getByRole('heading', { level: 1, name: m.host.title })).toBeVisible();

  const earnings = host.getByRole('region', { name: m.host.earnings });
  await expect(earnings.locator('svg.recharts-surface').first()).toBeVisible({ timeout: 20_000 });
  await earnings.getByText(m.showTable).click();
  const table = earnings.getByRole('table', { name: m.host.earnings });
  await expect(table).toBeVisible();
  // Twelve months, and the history paid some of them out.
  await expect(table.getByRole('row')).toHaveCount(13);
  await expect(table.getByRole('cell', { name: /^₱[1-9]/ }).first()).toBeVisible();

  for (const name of [m.host.occupancy, m.host.funnel]) {
    const region = host.getByRole('region', { name });
    await expect(region.locator('svg.recharts-surface').first()).toBeVisible({ timeout: 20_000 });
    await region.getByText(m.showTable).click();
    await expect(region.getByRole('table', { name })).toBeVisible();
  }

  const download = host.waitForEvent('download');
  await earnings.getByRole('button', { name: `${m.downloadCsv}: ${m.host.earnings}` }).click();
  expect((await download).suggestedFilename()).toMatch(/^earnings-\d{4}-\d{2}-\d{4}-\d{2}\.csv$/);

  await host.getByRole('combobox', { name: m.period.label }).selectOption({ label: m.period.presets['3m'] });
  await expect(host).toHaveURL(/\?from=\d{4}-\d{2}&to=\d{4}-\d{2}$/);
  await expect(table.getByRole('row')).toHaveCount(4);
  await expectNoSeriousA11yIssues(host);
});

test("staff's analytics page shows the platform's charts and their tables", async ({ browser }) => {
  const admin = await (await browser.newContext()).newPage();
  await admin.goto('/admin');
  await fillSignIn(admin, DEMO.admin);
  await admin.getByRole('button', { name: 'Sign In to Admin' }).click();
  await expect(admin).toHaveURL(/\/dashboard$/);
  await admin.goto('/analytics');
  await expect(admin.getByRole('heading', { level: 1, name: m.admin.title })).toBeVisible({ timeout: 20_000 });
  for (const name of [m.admin.money, m.admin.bookingsByType, m.admin.signUps, m.admin.topCities]) {
    const region = admin.getByRole('region', { name });
    await expect(region.locator('svg.recharts-surface').first()).toBeVisible({ timeout: 20_000 });
    await region.getByText(m.showTable).click();
    await expect(region.getByRole('table', { name })).toBeVisible();
  }
  await expect(
    admin
      .getByRole('region', { name: m.admin.money })
      .getByRole('cell', { name: /^₱[1-9]/ })
      .first(),
  ).toBeVisible();
});
