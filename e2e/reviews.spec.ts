import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { MyReviews } from '@espasyo/domain/contracts/reviews';
import { reviewPageMessages as m } from '@espasyo/domain/messages/review-pages';
import { test, DEMO, PASSWORD, expectNoSeriousA11yIssues } from './support';

// Reviews (issue 22): the demo client reviews a completed booking from its page's call to action,
// rating by keyboard; the demo host reviews the client back; both reviews become visible at once
// (blind until both are in); the client's shows on the listing's page, signed in and on the
// server-rendered /spaces/{id} (in its HTML and JSON-LD); the host replies once. The booking is one
// the demo data leaves for both sides to review, found through the API.

async function signedIn(request: APIRequestContext, email: string) {
  const res = await request.post('/api/auth/signin', { data: { email, password: PASSWORD } });
  expect(res.ok(), await res.text()).toBe(true);
}

async function myReviews(request: APIRequestContext): Promise<MyReviews> {
  const res = await request.get('/api/me/reviews');
  expect(res.status()).toBe(200);
  return (await res.json()) as MyReviews;
}

/** Chooses `stars` in the form's star radio group with the arrow keys, from the first star. */
async function rateByKeyboard(page: Page, stars: number) {
  const first = page.getByRole('radio', { name: '1 star' });
  await first.focus();
  await page.keyboard.press('Space');
  for (let i = 1; i < stars; i++) await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: m.form.starLabel(stars) })).toBeChecked();
}

// Two browsers and five pages on a shared machine: more than a slow test's 90 s at times.
test.beforeEach(() => test.setTimeout(240_000));

test('a client reviews a completed booking, the host reviews back, and both reviews appear', async ({
  browser,
  playwright,
  baseURL,
}) => {
  const clientApi = await playwright.request.newContext({ baseURL });
  const hostApi = await playwright.request.newContext({ baseURL });
  await signedIn(clientApi, DEMO.client);
  await signedIn(hostApi, DEMO.host);
  const hostToWrite = (await myReviews(hostApi)).toWrite;
  const item = (await myReviews(clientApi)).toWrite.find(
    (t) => t.direction === 'client_to_host' && hostToWrite.some((h) => h.bookingId === t.bookingId),
  );
  expect(item, 'a completed booking both demo users may still review').toBeTruthy();
  const { bookingId, listing } = item!;
  const tag = Date.now().toString(36);
  const clientWords = `Clean, safe and easy to reach (${tag}).`;
  const hostWords = `On time and careful with the space (${tag}).`;

  // The client, on the booking's page: the call to action leads to the form.
  const clientContext = await browser.newContext({ storageState: await clientApi.storageState() });
  const client = await clientContext.newPage();
  await client.goto(`/client/bookings/${bookingId}`);
  await expect(client.getByRole('heading', { name: m.cta.title })).toBeVisible();
  await client.getByRole('link', { name: m.cta.write }).click();
  await expect(client).toHaveURL(new RegExp(`/client/reviews\\?write=${bookingId}`));
  await expect(client.getByRole('group', { name: new RegExp(m.form.ratingLegendClient) })).toBeVisible();
  // The schema's messages first, then a review by keyboard.
  await client.getByRole('button', { name: m.form.submit }).click();
  await expect(client.getByText('Choose a rating from 1 to 5 stars.')).toBeVisible();
  await rateByKeyboard(client, 4);
  await client.getByRole('textbox', { name: new RegExp(m.form.comment) }).fill(clientWords);
  await expectNoSeriousA11yIssues(client);
  await client.getByRole('button', { name: m.form.submit }).click();
  await expect(client.getByText(m.form.done)).toBeVisible();
  // Blind until the host writes theirs.
  await client.getByRole('link', { name: new RegExp(m.tabs.written) }).click();
  const written = client.getByRole('article', { name: m.card.about(item!.subject.name) }).filter({ hasText: tag });
  await expect(written).toContainText(m.status.blind);
  const blindPage = await clientApi.get(`/spaces/${listing.id}`);
  expect(await blindPage.text()).not.toContain(clientWords);

  // The host reviews the client back from their reviews page.
  const hostContext = await browser.newContext({ storageState: await hostApi.storageState() });
  const host = await hostContext.newPage();
  await host.goto(`/host/reviews?write=${bookingId}`);
  await expect(host.getByRole('group', { name: new RegExp(m.form.ratingLegendHost) })).toBeVisible();
  await rateByKeyboard(host, 5);
  await host.getByRole('textbox', { name: new RegExp(m.form.comment) }).fill(hostWords);
  await host.getByRole('button', { name: m.form.submit }).click();
  await expect(host.getByText(m.form.done)).toBeVisible();

  // Both are in: both are visible. The host sees the client's among those received, and replies once.
  await host.goto('/host/reviews?tab=received');
  const received = host.getByRole('article').filter({ hasText: clientWords });
  await expect(received).toBeVisible();
  await expectNoSeriousA11yIssues(host);
  await received.getByRole('button', { name: m.reply.open }).click();
  await received.getByRole('textbox', { name: new RegExp(m.reply.label) }).fill(`Thank you! (${tag})`);
  await received.getByRole('button', { name: m.reply.submit }).click();
  await expect(received.getByText(`Thank you! (${tag})`)).toBeVisible();
  await expect(received.getByRole('button', { name: m.reply.open })).toHaveCount(0);

  // The client's review is on the listing's page (signed in), with the host's reply.
  await client.goto(`/client/listing/${listing.id}`);
  const section = client.getByRole('region', { name: m.listing.heading });
  await expect(section.getByText(clientWords)).toBeVisible();
  await expect(section.getByText(`Thank you! (${tag})`)).toBeVisible();
  // And the host's review of the client among what the client received.
  await client.goto('/client/reviews?tab=received');
  await expect(client.getByRole('article').filter({ hasText: hostWords })).toBeVisible();

  // The public page has it in its server-rendered HTML, and the rating in its JSON-LD.
  const html = await (await playwright.request.newContext({ baseURL })).get(`/spaces/${listing.id}`);
  expect(html.status()).toBe(200);
  const body = await html.text();
  expect(body).toContain(clientWords);
  const ld = JSON.parse(body.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)![1]);
  expect(ld.aggregateRating.reviewCount).toBeGreaterThan(0);
  expect(ld.review.map((r: { reviewBody: string }) => r.reviewBody)).toContain(clientWords);

  await clientContext.close();
  await hostContext.close();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("a listing's page shows its rating summary and reviews as the server rendered them", async ({
    page,
    playwright,
    baseURL,
  }) => {
    const api = await playwright.request.newContext({ baseURL });
    const search = await api.get('/api/listings?sort=rating');
    const { items } = (await search.json()) as { items: { id: string }[] };
    let reviewed: string | undefined;
    for (const { id } of items) {
      const res = await api.get(`/api/listings/${id}/reviews`);
      if (((await res.json()) as { total: number }).total > 0) {
        reviewed = id;
        break;
      }
    }
    // The demo data's listings are rated by real, visible reviews: one must be there.
    expect(reviewed, 'a live listing with a visible review').toBeDefined();
    await page.goto(`/spaces/${reviewed}`);
    const section = page.getByRole('region', { name: m.listing.heading });
    await expect(section.getByRole('list', { name: m.listing.distributionLabel })).toBeVisible();
    await expect(section.getByRole('article').first()).toBeVisible();
  });
});
