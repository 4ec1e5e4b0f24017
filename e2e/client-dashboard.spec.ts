import { expect, type Page } from '@playwright/test';
import { DEMO, PASSWORD, expectNoSeriousA11yIssues, test } from './support';

// The client dashboard (design §10: upcoming bookings, favourites, recently viewed, messages;
// issue 30, decision 0069) as the demo client sees it: their bookings still to come, saved
// spaces and messages, each as the API lists them. Other specs book as the demo client too, so
// what is expected is read from the API first, not written here.

interface Item {
  id: string;
  title?: string;
  listingTitle?: string;
  status?: string;
}
interface List {
  items: Item[];
  total: number;
}

async function signInAsDemoClient(page: Page) {
  const res = await page.request.post('/api/auth/signin', { data: { email: DEMO.client, password: PASSWORD } });
  expect(res.ok(), await res.text()).toBe(true);
}

const read = async (page: Page, path: string): Promise<List> => {
  const res = await page.request.get(path);
  expect(res.ok(), await res.text()).toBe(true);
  return res.json();
};

test('the demo client sees their bookings still to come, saved spaces and messages, on a phone and a laptop', async ({
  page,
}) => {
  await signInAsDemoClient(page);
  /** The demo client's groups as the API has them now (other tests book and cancel as this client too). */
  const groups = async () => {
    const current = await read(page, '/api/bookings?group=current');
    const upcoming = await read(page, '/api/bookings?group=upcoming');
    const unconfirmed = await read(page, '/api/bookings?group=unconfirmed');
    return {
      booked: [...current.items, ...upcoming.items.filter((b) => b.status === 'confirmed')],
      unpaid: unconfirmed.items.filter((b) => b.status === 'awaiting_payment'),
      requested: unconfirmed.items.filter((b) => b.status === 'pending'),
    };
  };
  const saved = await read(page, '/api/me/favorites');
  const first = await groups();
  // The demo data: one under way, paid ones to come, one waiting for payment, a request waiting for the host.
  expect([first.booked.length, first.unpaid.length, first.requested.length].every((n) => n > 0)).toBe(true);
  expect(saved.total).toBe(5);

  for (const [width, height] of [
    [390, 844],
    [1280, 900],
  ]) {
    await page.setViewportSize({ width, height });
    const bookings = page.getByRole('region', { name: 'Your bookings' });
    // The page and the API read at the same moment: a booking another test makes in between shows on both.
    let booked: Item[] = [];
    let unpaid: Item[] = [];
    let requested: Item[] = [];
    await expect(async () => {
      ({ booked, unpaid, requested } = await groups());
      await page.goto('/client-dashboard');
      const titles = (items: Item[]) => items.slice(0, 3).map((b) => b.listingTitle!);
      const group = (name: string) => bookings.getByRole('region', { name });
      await expect(group('Current and upcoming').getByRole('heading', { level: 4 })).toHaveText(titles(booked));
      await expect(group('Waiting for your payment').getByRole('heading', { level: 4 })).toHaveText(titles(unpaid));
      await expect(group('Waiting for the host').getByRole('heading', { level: 4 })).toHaveText(titles(requested));
    }).toPass({ timeout: 30_000 });
    await expect(bookings.getByRole('heading', { level: 3 })).toHaveText([
      'Current and upcoming',
      'Waiting for your payment',
      'Waiting for the host',
    ]);
    const group = (name: string) => bookings.getByRole('region', { name });
    await expect(
      group('Waiting for your payment')
        .getByRole('link', { name: /^Pay ₱/ })
        .first(),
    ).toHaveAttribute('href', `/client/bookings/${unpaid[0].id}/checkout`);
    await expect(
      group('Waiting for the host')
        .getByText(/^Waiting for the host to answer, until /)
        .first(),
    ).toBeVisible();
    await expect(bookings.getByRole('link', { name: 'See all bookings' })).toHaveAttribute('href', '/client/bookings');
    await expect(page.getByText('No bookings yet')).toHaveCount(0);

    const savedRow = page.getByRole('region', { name: 'Saved spaces' });
    await expect(savedRow.getByRole('link', { name: 'See all 5 saved' })).toHaveAttribute('href', '/client/favorites');
    await expect(savedRow.getByRole('heading', { level: 3 })).toHaveText(saved.items.map((l) => l.title!));
    await expect(
      page.getByRole('region', { name: 'Messages' }).getByRole('link', { name: 'Open messages' }),
    ).toBeVisible();
    const steps = page.getByRole('region', { name: 'Next steps' });
    await expect(steps.getByRole('link', { name: /^Find a space/ })).toContainText('(done)');

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectNoSeriousA11yIssues(page);
  }
});
