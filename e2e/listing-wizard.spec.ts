import { expect, type Browser, type Page } from '@playwright/test';
import { listingMessages } from '@espasyo/domain/messages/listings';
import { test, DEMO, PASSWORD, expectNoSeriousA11yIssues, fillSignIn, signUpViaApi } from './support';
import { png } from './images';

// The host's listing form (issue 11): /host/listings/new and /host/listings/{id}/edit?step=…,
// then the moderator's approval and a client finding and saving the listing.

const m = listingMessages;
const stepUrl = (step: string) => new RegExp(`/host/listings/[^/]+/edit\\?step=${step}$`);

async function signIn(page: Page, email: string) {
  await page.goto('/signin');
  await fillSignIn(page, email);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).not.toHaveURL(/\/signin/);
}

async function saveAndContinue(page: Page, next: string) {
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(stepUrl(next));
  await expect(page.getByText(/^Step \d of 8$/)).toBeVisible();
}

async function asStaff(browser: Browser, listingId: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/admin');
  await page.getByLabel('Email address').fill(DEMO.moderator);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In to Admin' }).click();
  await expect(page).not.toHaveURL(/\/admin$/);
  await page.goto(`/listings?id=${listingId}`);
  const review = page.getByRole('article');
  await review.getByRole('button', { name: 'Approve' }).click();
  await page
    .getByRole('dialog', { name: 'Approve this listing?' })
    .getByRole('button', { name: 'Approve listing' })
    .click();
  await expect(page.getByText('Approved. The listing is live and the host has been told.').first()).toBeVisible();
  await context.close();
}

test('a host lists a space step by step, a moderator approves it, and a client finds and saves it', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000); // eight steps each checked with axe, four uploads, three accounts
  const stamp = `Q${Date.now().toString(36).toUpperCase()}`;
  const title = `Dry storage room ${stamp} near Ayala`;
  await signIn(page, DEMO.host);

  // 1. Type: the draft is created here, and the form goes on at the listing's own address.
  await page.goto('/host/listings/new');
  await expect(page.getByRole('heading', { level: 2, name: 'Type of space' })).toBeVisible();
  await expect(page.getByText('Step 1 of 8')).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText(m.fields.type)).toBeVisible();
  await page.getByRole('radio', { name: /^Storage/ }).check();
  await saveAndContinue(page, 'basics');
  const listingId = page.url().match(/listings\/([^/]+)\/edit/)![1];

  // 2. Basics: the shared schema's message under the field.
  await page.getByRole('textbox', { name: /^Title/ }).fill('Shed');
  await page
    .getByRole('textbox', { name: /^Description/ })
    .fill('A clean, dry room on the ground floor of a gated townhouse in Bel-Air.');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText(m.fields.title)).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Title/ })).toBeFocused();
  await page.getByRole('textbox', { name: /^Title/ }).fill(title);
  await expectNoSeriousA11yIssues(page);
  await saveAndContinue(page, 'address');

  // 3. Address: each list is fetched for the place above; NCR has one province; the pin starts at the city.
  await page.getByLabel('Region').selectOption({ label: 'National Capital Region (NCR)' });
  await expect(page.getByLabel('Province')).toHaveValue('1300000000');
  await page.getByLabel('City or municipality').selectOption({ label: 'Makati City' });
  await expect(page.getByLabel('Latitude')).toHaveValue(/^14\.5/);
  await expect(page.getByLabel('Longitude')).toHaveValue(/^121\.0/);
  // The pin on the map (no tiles here: a plain background) moves where the host clicks, and the fields follow.
  const pinMap = page.getByRole('region', { name: /drag the pin onto your space/ });
  await expect(pinMap.locator('.app-map-pin')).toBeVisible();
  const before = await page.getByLabel('Latitude').inputValue();
  const frame = (await pinMap.boundingBox())!;
  await pinMap.click({ position: { x: frame.width * 0.75, y: frame.height * 0.25 } });
  await expect(page.getByLabel('Latitude')).not.toHaveValue(before);
  await expect(page.getByLabel('Latitude')).toHaveValue(/^14\.5/); // still Makati
  await page.getByLabel('Barangay').selectOption({ label: 'Bel-Air' });
  await page.getByLabel('Street address').fill('12 Jupiter Street');
  await page.getByLabel('Postal code').fill('12');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('Postal code must be 4 digits')).toBeVisible();
  await page.getByLabel('Postal code').fill('1209');
  await expectNoSeriousA11yIssues(page);
  await saveAndContinue(page, 'size');

  // A reload keeps the step and everything saved; the browser's Back returns to the step before.
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Size' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(stepUrl('address'));
  await expect(page.getByLabel('City or municipality')).toHaveValue('1380300000');
  await expect(page.getByLabel('Barangay')).toHaveValue('1380300002');
  await expect(page.getByLabel('Street address')).toHaveValue('12 Jupiter Street');
  await page.goForward();
  await expect(page).toHaveURL(stepUrl('size'));

  // 4. Size: the floor area is worked out.
  await page.getByLabel('Width (m)').fill('3');
  await page.getByLabel('Length (m)').fill('4,5');
  await expect(page.getByText('Floor area: 13.5 m²')).toBeVisible();
  await page.getByLabel('Height (m)').fill('2.6');
  await expectNoSeriousA11yIssues(page);
  await saveAndContinue(page, 'features');

  // 5. Features and access.
  await page.getByRole('checkbox', { name: 'CCTV' }).check();
  await page.getByRole('checkbox', { name: 'Gated' }).check();
  await page.getByLabel('Access hours').fill('Mon–Sat 8 AM–6 PM');
  await page.getByLabel('Access instructions').fill('Ring the bell at the green gate; the guard has the key.');
  await expectNoSeriousA11yIssues(page);
  await saveAndContinue(page, 'photos');

  // 6. Photos: several at once, each with the server's verdict; two go up, two are refused.
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText(m.photos.required)).toBeVisible();
  await page.getByLabel(/Choose photos or drop them here/).setInputFiles([
    { name: 'front.png', mimeType: 'image/png', buffer: png(800, 600, [200, 120, 60]) },
    { name: 'inside.png', mimeType: 'image/png', buffer: png(640, 480, [60, 120, 200]) },
    { name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not an image at all') },
    { name: 'tiny.png', mimeType: 'image/png', buffer: png(100, 100, [90, 160, 90]) },
  ]);
  const uploads = page.getByRole('list', { name: 'Uploads' });
  await expect(uploads.getByText(/This type of file is not allowed/)).toBeVisible();
  await expect(uploads.getByText(m.photos.tooSmall(640, 480))).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your photos (2 of 12)' })).toBeVisible();
  const photoIds = async () =>
    (
      (await (await page.request.get(`/api/host/listings/${listingId}`)).json()) as { photos: { id: string }[] }
    ).photos.map((p) => p.id);
  const [first, second] = await photoIds();
  await expectNoSeriousA11yIssues(page);

  // Reorder by keyboard: the focus follows the photo and a live message says where it went.
  await page.getByRole('button', { name: 'Move photo 1 later' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Photo 1 moved to position 2 of 2.')).toBeAttached();
  await expect(page.getByRole('button', { name: 'Move photo 2 earlier' })).toBeFocused();
  await expect.poll(photoIds).toEqual([second, first]);
  // … and back by dragging.
  const tiles = page.getByRole('listitem').filter({ has: page.getByRole('img', { name: /^Photo \d of 2/ }) });
  await tiles.nth(1).dragTo(tiles.nth(0));
  await expect.poll(photoIds).toEqual([first, second]);
  await page.getByRole('button', { name: 'Make photo 2 the cover' }).click();
  await expect(page.getByRole('img', { name: 'Photo 2 of 2, the cover' })).toBeVisible();
  await saveAndContinue(page, 'prices');

  // 7. Prices in pesos, stored in centavos.
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText(m.fields.priceRequired)).toBeVisible();
  await page.getByLabel('Per day').fill('150');
  await page.getByLabel('Per month').fill('3,500.50');
  await expect(page.getByText('Renters see ₱3,500.50 per month.')).toBeVisible();
  await page.getByRole('radio', { name: /^Instant book/ }).check();
  await expectNoSeriousA11yIssues(page);
  await saveAndContinue(page, 'review');
  const saved = (await (await page.request.get(`/api/host/listings/${listingId}`)).json()) as Record<string, unknown>;
  expect(saved).toMatchObject({ pricePerDay: 15000, pricePerMonth: 350050, instantBook: true, length: 4.5 });

  // 8. Review: the renter's page as a preview, then to the moderators.
  await expect(page.getByText('Everything is ready')).toBeVisible();
  const preview = page.getByRole('region', { name: 'Preview: the page renters will see' });
  await expect(preview.getByRole('heading', { name: title })).toBeVisible();
  // The price a month, and the monthly rental's offer beside it (issue 32).
  await expect(preview.getByText('₱3,500.50', { exact: true })).toBeVisible();
  await expect(preview.getByText('₱3,500.50 a month')).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page).toHaveURL(/\/host\/listings$/);
  await expect(page.getByText(/Submitted for review/).first()).toBeVisible();

  // A moderator approves it …
  await asStaff(browser, listingId);

  // … and a client finds it by place, opens it and saves it.
  const client = await browser.newContext();
  const clientPage = await client.newPage();
  await signIn(clientPage, DEMO.client);
  await clientPage.goto('/client/browse');
  await clientPage.getByLabel('Place or keyword').fill(`Makati ${stamp}`);
  await clientPage.getByRole('button', { name: 'Search' }).click();
  await expect(clientPage.getByRole('heading', { name: /near Makati City/ })).toBeVisible();
  await clientPage.getByRole('link', { name: title }).click();
  await expect(clientPage).toHaveURL(new RegExp(`/client/listing/${listingId}$`));
  await expect(clientPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await clientPage.getByRole('button', { name: 'Save' }).click();
  await expect(clientPage.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
  await client.close();
});

test('the form fits a 360 px screen at every step', async ({ page }) => {
  test.setTimeout(90_000); // nine pages
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, DEMO.host);
  await page.goto('/host/listings/new');
  await expect(page.getByText('Step 1 of 8')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'new').toBeLessThanOrEqual(360);
  const created = await page.request.post('/api/host/listings', { data: { type: 'parking' } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  for (const [i, step] of ['type', 'basics', 'address', 'size', 'features', 'photos', 'prices', 'review'].entries()) {
    await page.goto(`/host/listings/${id}/edit?step=${step}`);
    await expect(page.getByText(`Step ${i + 1} of 8`)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), step).toBeLessThanOrEqual(360);
  }
  // Parking asks for vehicles and an hourly price.
  await page.goto(`/host/listings/${id}/edit?step=size`);
  await expect(page.getByRole('heading', { level: 2, name: 'Vehicles' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'SUV / pickup' })).toBeVisible();
  await page.goto(`/host/listings/${id}/edit?step=prices`);
  await expect(page.getByLabel('Per hour')).toBeVisible();
});

test('a host the security settings do not yet let publish is told what to verify, with links', async ({ page }) => {
  const host = await signUpViaApi(page.request, 'host', 'wizard-host');
  const created = await page.request.post('/api/host/listings', {
    data: {
      type: 'storage',
      title: 'Spare room for boxes in Quezon City',
      description: 'A dry spare room on the second floor, about 3 by 3 metres.',
      regionCode: '1300000000',
      provinceCode: '1300000000',
      cityCode: '1381300000',
      barangayCode: '1381300002',
      street: '5 Aurora Boulevard',
      postalCode: '1109',
      latitude: 14.6195,
      longitude: 121.0513,
      width: 3,
      length: 3,
      accessHours: '24/7',
      pricePerMonth: 250000,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const photo = await page.request.post(`/api/host/listings/${id}/photos`, {
    multipart: { photos: { name: 'room.png', mimeType: 'image/png', buffer: png(640, 480, [120, 120, 120]) } },
  });
  expect(photo.status(), await photo.text()).toBe(201);

  await page.goto(`/host/listings/${id}/edit?step=review`);
  await expect(page.getByText('Everything is ready')).toBeVisible();
  await page.getByRole('button', { name: 'Submit for review' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'Verify your account to publish' });
  await expect(refusal.getByText(/^Before you publish a listing, verify your/)).toBeVisible();
  await expect(refusal.getByRole('link', { name: /Confirm your email address/ })).toHaveAttribute(
    'href',
    '/host/profile#email',
  );
  await expectNoSeriousA11yIssues(page);
  expect(host.email).toContain('@');
});
