import { expect, type Page } from '@playwright/test';
import { test } from './support';
import AxeBuilder from '@axe-core/playwright';

// The public landing page '/' (docs/product/routes.md, docs/product/states.md, docs/product/errors.md#how-calls-behave, docs/product/settings.md).

const browse = (q: string, type: string) => `/client/browse?${new URLSearchParams({ q, type })}`;
const location = (page: Page) => page.getByLabel('Location', { exact: true });
const dot = (page: Page, n: number) => page.getByRole('button', { name: `Show image ${n} of 3` });

/** Every address the page visits; /client/browse may redirect a signed-out visitor to /signin. */
function visited(page: Page): string[] {
  const urls: string[] = [];
  page.on('framenavigated', (f) => {
    if (f === page.mainFrame()) urls.push(f.url());
  });
  return urls;
}
const wentTo = (urls: string[], path: string) =>
  urls.some((u) => {
    const url = new URL(u);
    return url.pathname + url.search === path;
  });

test.describe('hero search', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
  });

  test('storage is the default type and the button says Find Storage', async ({ page }) => {
    await expect(page.getByRole('tab', { name: 'Storage' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('button', { name: 'Find Storage' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  });

  test('switching tabs changes the button label, also with the arrow keys', async ({ page }) => {
    await page.getByRole('tab', { name: 'Parking' }).click();
    await expect(page.getByRole('button', { name: 'Find Parking' })).toBeVisible();
    await page.getByRole('tab', { name: 'Warehouse' }).click();
    await expect(page.getByRole('button', { name: 'Find Warehouse' })).toBeVisible();
    await page.keyboard.press('ArrowRight'); // wraps to Storage
    await expect(page.getByRole('tab', { name: 'Storage' })).toBeFocused();
    await expect(page.getByRole('button', { name: 'Find Storage' })).toBeVisible();
  });

  test('a blank query does nothing', async ({ page }) => {
    const urls = visited(page);
    await location(page).fill('   ');
    await page.getByRole('button', { name: 'Find Storage' }).click();
    await location(page).press('Enter');
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(urls.filter((u) => new URL(u).pathname !== '/')).toEqual([]);
  });

  test('submitting goes to /client/browse with the trimmed query and the type', async ({ page }) => {
    const urls = visited(page);
    await page.getByRole('tab', { name: 'Parking' }).click();
    await location(page).fill('  Makati City  ');
    await page.getByRole('button', { name: 'Find Parking' }).click();
    await expect.poll(() => wentTo(urls, browse('Makati City', 'parking'))).toBe(true);
  });

  test('a signed-out visitor who searches is asked to sign in, and told why', async ({ page }) => {
    await location(page).fill('Makati parking');
    await page.getByRole('button', { name: 'Find Storage' }).click();
    await expect(page).toHaveURL(/\/signin$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back');
    await expect(page.getByText('Sign in or create an account to see spaces for ‘Makati parking’.')).toBeVisible();
  });

  test('a popular search goes straight to its results', async ({ page }) => {
    const urls = visited(page);
    for (const [label, type] of [
      ['Manila storage units', 'storage'],
      ['Makati parking', 'parking'],
      ['Quezon City warehouse', 'warehouse'],
      ['BGC self storage', 'storage'],
      ['Ortigas parking space', 'parking'],
    ]) {
      await expect(page.getByRole('link', { name: label })).toHaveAttribute('href', browse(label, type));
    }
    await page.getByRole('link', { name: 'Quezon City warehouse' }).click();
    await expect.poll(() => wentTo(urls, browse('Quezon City warehouse', 'warehouse'))).toBe(true);
  });

  test('Become a Host goes to the host sign-up', async ({ page }) => {
    const link = page.getByRole('link', { name: 'Become a Host' });
    await expect(link).toHaveAttribute('href', '/signup?type=host');
    await link.click();
    await expect(page).toHaveURL(/\/signup\?type=host$/);
  });
});

test.describe('use my location', () => {
  test('fills the box with latitude,longitude', async ({ page, context }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 14.5547, longitude: 121.0244 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect(location(page)).toHaveValue('14.5547,121.0244');
  });

  test('falls back to Metro Manila when permission is denied', async ({ page, context }) => {
    await context.clearPermissions();
    await page.goto('/');
    await location(page).fill('somewhere');
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect(location(page)).toHaveValue('Metro Manila, Philippines');
  });

  test('falls back to Metro Manila without geolocation support', async ({ page }) => {
    await page.addInitScript(() => {
      delete (Navigator.prototype as { geolocation?: unknown }).geolocation;
    });
    await page.goto('/');
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect(location(page)).toHaveValue('Metro Manila, Philippines');
  });
});

test.describe('slideshow', () => {
  test('advances every 5000 ms and the dots select an image', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await expect(dot(page, 1)).toHaveAttribute('aria-current', 'true');
    await page.clock.runFor(4000);
    await expect(dot(page, 1)).toHaveAttribute('aria-current', 'true');
    await page.clock.runFor(1000);
    await expect(dot(page, 2)).toHaveAttribute('aria-current', 'true');
    await expect(dot(page, 1)).not.toHaveAttribute('aria-current', 'true');
    await page.clock.runFor(5000);
    await expect(dot(page, 3)).toHaveAttribute('aria-current', 'true');
    await page.clock.runFor(5000);
    await expect(dot(page, 1)).toHaveAttribute('aria-current', 'true');
    await dot(page, 3).click();
    await expect(dot(page, 3)).toHaveAttribute('aria-current', 'true');
    const imgs = page.getByRole('region', { name: 'Spaces on Espasyo' }).locator('img');
    await expect(imgs).toHaveCount(3);
    await expect(imgs.nth(2)).not.toHaveAttribute('aria-hidden', 'true');
    await expect(imgs.nth(2)).toHaveCSS('transition-duration', '1s');
  });

  test('the pause button stops rotation', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await page.getByRole('button', { name: 'Pause slideshow' }).click();
    await page.clock.runFor(12_000);
    await expect(dot(page, 1)).toHaveAttribute('aria-current', 'true');
    await page.getByRole('button', { name: 'Play slideshow' }).click();
    await page.clock.runFor(5000);
    await expect(dot(page, 2)).toHaveAttribute('aria-current', 'true');
  });

  test('does not rotate when the user prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/');
    await page.clock.runFor(16_000);
    await expect(dot(page, 1)).toHaveAttribute('aria-current', 'true');
    await dot(page, 2).click();
    await expect(dot(page, 2)).toHaveAttribute('aria-current', 'true');
  });
});

test.describe('sections', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
  });

  test('how it works: rent by default, host on its tab, each with its sign-up link', async ({ page }) => {
    const section = page.locator('#how-it-works');
    await expect(section.getByRole('tab', { name: 'Rent a space' })).toHaveAttribute('aria-selected', 'true');
    await expect(section.getByRole('link', { name: 'Sign up to rent' })).toHaveAttribute('href', '/signup?type=client');
    await section.getByRole('tab', { name: 'Host your space' }).click();
    await expect(section.getByRole('tab', { name: 'Host your space' })).toHaveAttribute('aria-selected', 'true');
    await expect(section.getByRole('link', { name: 'Sign up to host' })).toHaveAttribute('href', '/signup?type=host');
    await expect(section.getByRole('tabpanel').getByRole('listitem')).toHaveCount(4);
  });

  test('pricing shows the marketing prices and Browse Spaces', async ({ page }) => {
    const section = page.locator('#pricing');
    await expect(section).toContainText('₱25');
    await expect(section).toContainText('₱500 – ₱5,000');
    await expect(section).toContainText('₱100,000');
    await expect(section.getByRole('link', { name: 'Browse Spaces' })).toHaveAttribute('href', '/client/browse');
  });

  test('the footer anchors have targets on the page', async ({ page }) => {
    for (const id of ['how-it-works', 'pricing', 'safety', 'support', 'about', 'privacy', 'terms']) {
      await expect(page.locator(`#${id}`)).toHaveCount(1);
      await expect(page.locator(`footer a[href="/#${id}"]`)).toHaveCount(1);
    }
    await page.locator('footer a[href="/#terms"]').click();
    await expect(page.locator('#terms')).toBeInViewport();
    await expect(page.locator('#privacy').getByRole('link')).toHaveAttribute('href', '/privacy');
    await expect(page.locator('#terms').getByRole('link')).toHaveAttribute('href', '/terms');
  });

  test('images have width, height and alt text; those below the fold load lazily', async ({ page }) => {
    await expect(page.locator('main img')).toHaveCount(4); // three slides and the safety picture
    const imgs = await page.locator('img').evaluateAll((els) =>
      els.map((e) => ({
        w: e.getAttribute('width'),
        h: e.getAttribute('height'),
        alt: e.getAttribute('alt'),
        loading: e.getAttribute('loading'),
        top: e.getBoundingClientRect().top,
      })),
    );
    expect(imgs.length).toBeGreaterThanOrEqual(4);
    for (const i of imgs) {
      expect(Number(i.w)).toBeGreaterThan(0);
      expect(Number(i.h)).toBeGreaterThan(0);
      expect(i.alt?.length).toBeGreaterThan(10);
      if (i.top > 1200) expect(i.loading).toBe('lazy');
    }
  });

  test('has no serious or critical accessibility violations', async ({ page }) => {
    for (const size of [
      { width: 390, height: 844 },
      { width: 1280, height: 900 },
    ]) {
      await page.setViewportSize(size);
      const { violations } = await new AxeBuilder({ page }).analyze();
      const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    }
  });
});
