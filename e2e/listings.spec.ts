import { expect, type Page } from '@playwright/test';
import { listingMessages } from '@espasyo/domain/messages/listings';
import { test, DEMO, PASSWORD, expectNoSeriousA11yIssues } from './support';

// Moderation of listings at /listings (issue 11): the review queue, reject with a reason, approve.

async function signInAsStaff(page: Page) {
  await page.goto('/admin');
  await page.getByLabel('Email address').fill(DEMO.admin);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In to Admin' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

test('staff work through the review queue: a rejection needs a reason, an approval puts the listing live', async ({
  page,
}) => {
  test.slow(); // several pages with an accessibility scan each: more than 30 s on a busy machine
  await signInAsStaff(page);
  await page.goto('/listings');
  await expect(page.getByRole('heading', { level: 1, name: 'Listings' })).toBeVisible();
  const queue = page
    .getByRole('region', { name: 'Listings' })
    .or(page.locator('section[aria-labelledby="queue-title"]'));
  const first = queue
    .getByRole('button')
    .filter({ hasText: /Submitted/ })
    .first();
  await expect(first).toBeVisible();
  await first.click();
  const review = page.getByRole('article');
  await expect(review.getByText(/^Host: /)).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  await review.getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject this listing?' });
  await dialog.getByRole('button', { name: 'Reject listing' }).click();
  await expect(dialog.getByText(listingMessages.moderation.reason)).toBeVisible();
  await dialog.getByLabel(/^Reason/).fill('The photos show a different space than the description.');
  await dialog.getByRole('button', { name: 'Reject listing' }).click();
  await expect(page.getByText('Rejected. The host has been told why.').first()).toBeVisible();

  // On to the next one waiting: approve it, and anyone can now open it.
  const approveId = new URL(page.url()).searchParams.get('id');
  expect(approveId).toBeTruthy();
  await page.getByRole('article').getByRole('button', { name: 'Approve' }).click();
  await page
    .getByRole('dialog', { name: 'Approve this listing?' })
    .getByRole('button', { name: 'Approve listing' })
    .click();
  await expect(page.getByText('Approved. The listing is live and the host has been told.').first()).toBeVisible();
  expect((await page.request.get(`/api/listings/${approveId}`, { headers: { cookie: '' } })).status()).toBe(200);
});

test('a client saves a space from its page, finds it in Favorites, and a visitor is asked to sign in first', async ({
  page,
}) => {
  test.slow(); // three pages and an accessibility scan: more than 30 s on a busy machine
  const { items } = (await (await page.request.get('/api/listings?q=Cebu')).json()) as {
    items: { id: string; title: string }[];
  };
  const listing = items[0];

  // A visitor: 'Sign in to save' comes back to the listing after signing in.
  await page.goto(`/spaces/${listing.id}`);
  await page.getByRole('link', { name: 'Sign in to save' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await page.getByLabel('Email address').fill(DEMO.client);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(new RegExp(`/spaces/${listing.id}$`));

  const save = page.getByRole('button', { name: /^Save/ });
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await save.click();
  await expect(page.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/client/favorites');
  await expect(page.getByRole('heading', { level: 1, name: 'Favorites' })).toBeVisible();
  await expect(page.getByRole('link', { name: listing.title })).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  await page.getByRole('link', { name: listing.title }).click();
  await expect(page).toHaveURL(new RegExp(`/client/listing/${listing.id}$`));
  await page.getByRole('button', { name: 'Saved' }).click();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-pressed', 'false');
  await page.goto('/client/favorites');
  await expect(page.getByRole('link', { name: listing.title })).toHaveCount(0);

  // The dashboard's 'Recently viewed' leads back to it.
  await page.goto('/client-dashboard');
  const recent = page.getByRole('region', { name: 'Recently viewed' });
  await expect(recent.getByRole('link', { name: listing.title })).toBeVisible();
});
