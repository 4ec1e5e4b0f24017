import { createHash } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { test, DEMO, PASSWORD, expectNoSeriousA11yIssues, signUpViaApi } from './support';

// Issue 10: the public pages come rendered by the server (decision 0025), compressed, and the
// browser hydrates them without a warning; the signed-in areas start from the light shell.

/** Each public page: a heading and a line of its main text that must be in the HTML itself. */
const PUBLIC_PAGES = [
  { path: '/', title: /storage, parking and warehouse space/, heading: 'Space for your things, close to home' },
  { path: '/signin', title: /^Welcome back · /, heading: 'Welcome back', text: 'Email address' },
  { path: '/signup', title: /^Create your account · /, heading: 'Create your account', text: 'First name' },
  { path: '/forgot-password', title: /^Forgot your password\? · /, heading: 'Forgot your password?' },
  // Without a token the page says the link is wrong: no description of its own.
  { path: '/reset-password', title: / · /, heading: 'Reset link problem', noDescription: true },
  { path: '/admin', title: /^Admin sign in · /, heading: 'Admin sign in', text: 'Email address' },
  { path: '/terms', title: /^Terms of Service · /, heading: 'Terms of Service' },
  { path: '/privacy', title: /^Privacy Policy · /, heading: 'Privacy Policy' },
];

const unescape = (s: string) =>
  s
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
/** The HTML as a crawler or a browser without JavaScript gets it. */
const htmlOf = async (page: Page, path: string) => {
  const res = await page.request.get(path);
  return { res, html: unescape(await res.text()) };
};

test.describe('server-rendered HTML, read without JavaScript', () => {
  for (const p of PUBLIC_PAGES) {
    test(`${p.path} carries its heading, text, title, description, canonical URL and Open Graph tags`, async ({
      page,
    }) => {
      const { res, html } = await htmlOf(page, p.path);
      expect(res.status()).toBe(200);
      expect(html).toContain(`>${p.heading}</h1>`);
      if (p.text) expect(html).toContain(p.text);
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head.match(/<title>([^<]*)<\/title>/)?.[1]).toMatch(p.title);
      if (!p.noDescription) expect(head).toMatch(/<meta name="description" content="[^"]{20,}"/);
      expect(head).toMatch(/<meta property="og:title" content="[^"]+"/);
      expect(head).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+"/);
      if (p.path !== '/reset-password')
        expect(head).toMatch(new RegExp(`<link rel="canonical" href="https?://[^/"]+${p.path.replace('?', '\\?')}"`));
      // One title only: the shell's own gave way to the page's.
      expect(head.match(/<title>/g)).toHaveLength(1);
    });
  }

  test('the landing page has its hero, search box and sections in the HTML', async ({ page }) => {
    const { html } = await htmlOf(page, '/');
    expect(html).toMatch(/<label for="[^"]+"[^>]*>Location<\/label>/);
    expect(html).toContain('placeholder="City, barangay or landmark"');
    for (const id of ['how-it-works', 'pricing', 'safety', 'support']) expect(html).toContain(`id="${id}"`);
    expect(html).toContain('<link rel="preload" as="image"');
  });

  test('an unknown path answers 404 with the not-found page, kept out of search engines', async ({ page }) => {
    const { res, html } = await htmlOf(page, '/no-such-page');
    expect(res.status()).toBe(404);
    expect(html).toContain('Route Not Found');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).not.toContain('rel="canonical"');
  });

  test('one inline script runs, the one the strict CSP names by its hash; the rest are JSON data blocks', async ({
    page,
  }) => {
    for (const path of ['/', '/signin', '/terms', '/no-such-page']) {
      const { res, html } = await htmlOf(page, path);
      const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
      expect(inline).toHaveLength(1);
      const hash = createHash('sha256').update(inline[0]).digest('base64');
      expect(res.headers()['content-security-policy']).toMatch(
        new RegExp(`(^|;)script-src 'self' 'sha256-${hash.replace(/[+/]/g, '\\$&')}'(;|$)`),
      );
      const scripts = html.match(/<script\b[^>]*>/g) ?? [];
      for (const tag of scripts) expect(tag).toMatch(/^<script>$|type="application\/json"/);
      // The page's state, and its language's messages (issue 34).
      expect(scripts.filter((t) => t.includes('application/json'))).toHaveLength(2);
    }
  });

  test('the page paints before its scripts start, then hydrates', async ({ page }) => {
    const { html } = await htmlOf(page, '/signin');
    expect(html).toMatch(/<meta name="app-entry" content="\/assets\/[^"]+\.js">/);
    expect(html).not.toContain('rel="modulepreload"');
    await page.goto('/signin');
    const order = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      entry: performance.getEntriesByType('resource').find((r) => /\/assets\/index-[^/]+\.js$/.test(r.name))?.startTime,
    }));
    expect(order.entry).toBeGreaterThanOrEqual(order.paint);
  });

  test('a form sent before the page is live stays on the page, its password never in the address, and is sent once the page is live', async ({
    page,
  }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const signIns: string[] = [];
    page.on('request', (req) => req.url().endsWith('/api/auth/signin') && signIns.push(req.method()));
    await page.goto('/signin', { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Email address').fill(DEMO.client);
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByLabel(/^Password/).press('Enter');
    await page.waitForTimeout(300); // a browser sending the form would be leaving the page by now
    expect(new URL(page.url()).search).toBe('');
    expect(signIns).toEqual([]);
    release();
    // Live: the tap is answered, once.
    await expect(page).toHaveURL(/\/client-dashboard$/, { timeout: 20_000 });
    expect(signIns).toEqual(['POST']);
  });

  test('the page and its assets are compressed for a browser that accepts brotli or gzip', async ({ page }) => {
    const res = await page.request.get('/signin', { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(res.headers()['content-encoding']).toBe('br');
    expect(res.headers()['cache-control']).toBe('private, no-cache');
    expect(await res.text()).toContain('<style>'); // a rendered page brings its styles inline
    const shell = await (await page.request.get('/client/browse')).text();
    const script = shell.match(/<script type="module" crossorigin src="([^"]+)"/)![1];
    const css = shell.match(/<link rel="stylesheet" crossorigin href="([^"]+)"/)![1];
    for (const [encoding, expected] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
    ]) {
      for (const asset of [script, css]) {
        const a = await page.request.get(asset, { headers: { 'Accept-Encoding': encoding } });
        expect(a.headers()['content-encoding']).toBe(expected);
        expect(a.headers()['vary']).toMatch(/accept-encoding/i);
      }
    }
  });

  test('the signed-in areas start from the light shell', async ({ page }) => {
    const { res, html } = await htmlOf(page, '/client/browse');
    expect(res.status()).toBe(200);
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('id="server-state"');
  });

  test('a signed-in visitor gets the landing page with their own bar', async ({ page }) => {
    await signUpViaApi(page.request, 'client', 'ssr');
    const { html } = await htmlOf(page, '/');
    expect(html).toContain('Go to dashboard');
    expect(html).not.toContain('>Get started<');
  });
});

/**
 * Console errors and warnings of a page, but not the page's own status (404) or an expected 400,
 * nor Playwright's own notice that it blocks the service worker (playwright.config.ts).
 */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (
      (m.type() === 'error' || m.type() === 'warning') &&
      !m.text().startsWith('Failed to load resource') &&
      m.text() !== 'Service Worker registration blocked by Playwright'
    )
      problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  return problems;
}

test.describe('hydration', () => {
  for (const path of [...PUBLIC_PAGES.map((p) => p.path), '/no-such-page']) {
    test(`${path} hydrates without a warning and responds to input`, async ({ page }) => {
      const problems = consoleProblems(page);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      // Hydrated: a link now changes the page in place (the router's handler), not by loading a new document.
      await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
      const link = page.locator('a[href^="/"]:not([href^="/#"]):not([href="/"]):not([target])').first();
      const target = (await link.getAttribute('href'))!;
      await link.click();
      await expect(page).toHaveURL((url) => url.pathname + url.search === target);
      expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
      expect(problems).toEqual([]);
    });
  }

  test('a signed-in client hydrates the landing page without a warning', async ({ page }) => {
    await signUpViaApi(page.request, 'client', 'ssr-hydrate');
    const problems = consoleProblems(page);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('link', { name: 'Go to dashboard' })).toBeVisible();
    expect(problems).toEqual([]);
  });
});

test.describe('islands: parts below the fold hydrated when they are needed (issue 30)', () => {
  test.use({ viewport: { width: 412, height: 823 } });
  /** The scripts the page has fetched so far. */
  const scripts = (page: Page) =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((r) => r.name)
        .filter((n) => n.endsWith('.js')),
    );

  test("the landing page's sections: in the HTML, their code fetched when scrolled to, a tab pressed early still works", async ({
    page,
  }) => {
    const problems = consoleProblems(page);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect((await scripts(page)).some((n) => /landing-sections-/.test(n))).toBe(false);
    const section = page.locator('#how-it-works');
    await expect(section.getByRole('tab', { name: 'Rent a space' })).toHaveAttribute('aria-selected', 'true');
    // Pressed while the section may still be the server's HTML: pressed again once it is live.
    await section.getByRole('tab', { name: 'Host your space' }).click();
    await expect(section.getByRole('tab', { name: 'Host your space' })).toHaveAttribute('aria-selected', 'true');
    expect((await scripts(page)).some((n) => /landing-sections-/.test(n))).toBe(true);
    expect(problems).toEqual([]);
  });

  test("a listing's reviews: in the HTML, their code fetched when scrolled to", async ({ page }) => {
    const html = await (await page.request.get('/spaces')).text();
    const id = /href="\/spaces\/([^"/?#]+)"/.exec(html)![1];
    const problems = consoleProblems(page);
    await page.goto(`/spaces/${id}`);
    await page.waitForLoadState('networkidle');
    expect((await scripts(page)).some((n) => /listing-reviews-/.test(n))).toBe(false);
    const reviews = page.locator('#reviews');
    await expect(reviews.getByRole('heading', { name: 'Reviews' })).toBeVisible();
    await reviews.scrollIntoViewIfNeeded();
    await expect.poll(async () => (await scripts(page)).some((n) => /listing-reviews-/.test(n))).toBe(true);
    await expect(reviews.getByRole('heading', { name: 'Reviews' })).toBeVisible();
    expect(problems).toEqual([]);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the landing page shows its hero, search box and sections', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Space for your things, close to home' })).toBeVisible();
    await expect(page.getByLabel('Location', { exact: true })).toBeVisible();
    for (const name of [/How .* works/i, /pricing/i, /safe/i])
      await expect(page.getByRole('heading', { level: 2, name }).first()).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('the sign-in page shows its form', async ({ page }) => {
    await page.goto('/signin');
    await expect(page.getByLabel('Email address')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  });
});

test.describe('a public listing page, /spaces/{id}', () => {
  /** A live demo listing, found through the public search. */
  /**
   * A live Makati parking listing; `byDay`: one priced by the day only, whose price box asks a first
   * and last day (an hourly one asks arrival times). Search's order moves as other tests book.
   */
  async function liveListing(page: Page, byDay = false) {
    const res = await page.request.get('/api/listings?q=Makati%20parking');
    const { items } = (await res.json()) as { items: { id: string; title: string; pricePerHour: number | null }[] };
    const found = byDay ? items.filter((i) => i.pricePerHour === null) : items;
    expect(found.length).toBeGreaterThan(0);
    return found[0];
  }

  test('its first photo is in before the scripts start', async ({ page }) => {
    const listing = await liveListing(page);
    // A slow photo, as on a phone's connection: the page paints its text long before it.
    await page.route(/\/api\/files\/listings\//, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await page.goto(`/spaces/${listing.id}`);
    const order = await page.evaluate(() => {
      const photo = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]')!.currentSrc;
      const resource = (test: (name: string) => boolean) =>
        performance.getEntriesByType('resource').find((r) => test(r.name)) as PerformanceResourceTiming | undefined;
      return {
        photo: resource((name) => name === photo)?.responseEnd,
        entry: resource((name) => /\/assets\/index-[^/]+\.js$/.test(name))?.startTime,
      };
    });
    expect(order.photo).toBeDefined();
    expect(order.entry).toBeGreaterThanOrEqual(order.photo!);
  });

  test('comes in the HTML with its title, description, canonical URL, cover picture and schema.org data', async ({
    page,
  }) => {
    const listing = await liveListing(page);
    const { res, html } = await htmlOf(page, `/spaces/${listing.id}`);
    expect(res.status()).toBe(200);
    expect(html).toContain(`>${listing.title}</h1>`);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`<title>${listing.title} · `);
    expect(head).toMatch(/<meta name="description" content="[^"]{20,}"/);
    expect(head).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+/spaces/${listing.id}"`));
    expect(head).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+\/api\/files\/listings\/[^"]+"/);
    const ld = html.match(/<script type="application\/ld\+json">([^<]*)<\/script>/)![1];
    expect(JSON.parse(ld)).toMatchObject({ '@type': 'Product', name: listing.title, offers: expect.any(Array) });
    // No street, no exact pin: the approximate place only.
    expect(html).toContain('The exact address and access instructions are shared once your booking is confirmed.');
  });

  test('a listing that does not exist answers 404 with a way on, kept out of search engines', async ({ page }) => {
    const { res, html } = await htmlOf(page, '/spaces/0190aaaa-0000-7000-8000-000000000000');
    expect(res.status()).toBe(404);
    expect(html).toContain('This space is not available');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });

  test('hydrates without a warning, reads well and passes axe', async ({ page }) => {
    const listing = await liveListing(page);
    const problems = consoleProblems(page);
    await page.goto(`/spaces/${listing.id}`);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
    await expect(page.getByRole('region', { name: /^Photos/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Price' })).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    expect(problems).toEqual([]);
  });

  test('a visitor prices a stay, sees roughly where it is, and is asked to sign in to message the host', async ({
    page,
  }) => {
    const listing = await liveListing(page, true);
    await page.goto(`/spaces/${listing.id}`);
    const box = page.getByRole('form', { name: 'Price your dates' });
    // Past the demo data's blocks and bookings (within 45 days) and the days other tests book
    // (60 to 300 days ahead); 40 days, past any minimum stay.
    const start = new Date(Date.now() + 8 * 3600_000 + 305 * 86_400_000).toISOString().slice(0, 10);
    const end = new Date(Date.now() + 8 * 3600_000 + 345 * 86_400_000).toISOString().slice(0, 10);
    await box.getByLabel('Start').fill(start);
    await box.getByLabel('End').fill(end);
    await expect(page).toHaveURL(new RegExp(`from=${start}&to=${end}`));
    await expect(page.locator('aside').getByText('Total')).toBeVisible();

    await page.getByRole('heading', { name: 'Location' }).scrollIntoViewIfNeeded();
    const map = page.getByRole('region', { name: /the space is within the shaded circle/ });
    await expect(map).toBeVisible();
    await expect(map.locator('path.app-map-circle')).toHaveCount(1);
    await expect(map.locator('.app-map-marker')).toHaveCount(0); // no pin

    await page.locator('aside').getByRole('link', { name: 'Message host' }).click();
    await expect(page).toHaveURL(/\/signin$/);
  });

  test('a client opens the same listing inside their area', async ({ page }) => {
    const listing = await liveListing(page);
    await signUpViaApi(page.request, 'client', 'space');
    await page.goto(`/client/listing/${listing.id}`);
    await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse' })).toBeVisible();
  });
});

test.describe('the public search, /spaces', () => {
  test('comes in the HTML with what it understood and its results, each linking to its page', async ({ page }) => {
    const { res, html } = await htmlOf(page, '/spaces?q=Makati%20parking');
    expect(res.status()).toBe(200);
    expect(html).toContain('<title>Parking near Makati City · ');
    expect(html).toMatch(/Parking near Makati City: \d+ spaces/);
    expect(html).toMatch(/<a [^>]*href="\/spaces\/[0-9a-f-]{36}"/);
    expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/spaces"/);
  });

  test('a bad parameter answers 400 with the reason on the page', async ({ page }) => {
    const { res, html } = await htmlOf(page, '/spaces?minPrice=abc');
    expect(res.status()).toBe(400);
    expect(html).toContain('role="alert"');
    expect(html).toContain('A price must be a whole number of centavos');
  });

  test('searching, filtering and paging live in the address, and the back button returns', async ({ page }) => {
    const problems = consoleProblems(page);
    await page.goto('/spaces');
    await page.getByLabel('Place or keyword').fill('BGC self storage');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/spaces\?q=BGC\+self\+storage$/);
    await expect(page.getByRole('heading', { level: 2, name: /^Storage near .*: \d+ spaces?$/ })).toBeVisible();

    // The filters beside the results (a wide screen); choosing an order sends them along.
    await page.getByLabel('Instant book only').check();
    await page.getByLabel('Sort by').selectOption('price_asc');
    await expect(page).toHaveURL(/instantBook=true/);
    await expect(page).toHaveURL(/sort=price_asc/);
    const cards = page
      .getByRole('list')
      .filter({ has: page.getByText('Instant book') })
      .first();
    await expect(cards).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\/spaces\?q=BGC\+self\+storage$/);
    await expect(page.getByLabel('Instant book only')).not.toBeChecked();

    await page
      .getByRole('link', { name: /./ })
      .filter({ has: page.locator('xpath=ancestor::h3') })
      .first()
      .click();
    await expect(page).toHaveURL(/\/spaces\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    expect(problems).toEqual([]);
  });

  test("a client searches in their area ('Browse Storage') and opens a result there", async ({ page }) => {
    await signUpViaApi(page.request, 'client', 'browse');
    await page.goto('/client/browse?q=Cebu');
    await expect(page.getByRole('heading', { level: 1, name: 'Browse Storage' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /near Cebu/ })).toBeVisible();
    await page.locator('h3 a').first().click();
    await expect(page).toHaveURL(/\/client\/listing\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Price' })).toBeVisible();
  });
});
