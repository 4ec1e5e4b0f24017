// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { settingsDefaults } from '@espasyo/domain/settings/defaults';
import type { PublicSettings } from '@espasyo/domain/contracts/settings';
import { buildPublicListing, buildUser } from '@/testing/mocks/data';
import { render } from './entry-server';

// The server renderer, as the server calls it (server/src/http/pages.ts); the served pages are
// checked through the built app by e2e/ssr.spec.ts.

const settings = {
  platformName: 'Espasyo',
  version: '1.0.0',
  timezone: settingsDefaults.general.timezone,
} as PublicSettings;
const origin = 'https://espasyo.example';
const visitor = { user: null };
/** The API inside the server: nothing here unless a test says so. */
const noApi = async () => ({ status: 404, data: { error: { code: 'not_found', message: 'Not found' } } });

describe('render', () => {
  it('renders a public page with its head tags and the state the browser hydrates from', async () => {
    const page = (await render({ url: '/signin?x=1', origin, me: visitor, settings, fetchApi: noApi }))!;
    expect(page.status).toBe(200);
    expect(page.html).toContain('Welcome back</h1>');
    expect(page.head).toContain('<title>Welcome back · Espasyo</title>');
    expect(page.head).toContain('<link rel="canonical" href="https://espasyo.example/signin"/>');
    expect(page.head).toContain('<meta property="og:url" content="https://espasyo.example/signin"/>');
    expect(page.head).toContain('<meta property="og:site_name" content="Espasyo"/>');
    expect(page.pages).toEqual(['auth/routes/sign-in']);
    const state = JSON.parse(page.state) as { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
    expect(state.queries.map((q) => q.queryKey)).toEqual(
      expect.arrayContaining([
        ['auth', 'me'],
        ['settings', 'public'],
      ]),
    );
  });

  it('renders a Filipino address in Filipino, canonical in Filipino with both languages as alternates (issue 34)', async () => {
    const page = (await render({ url: '/fil/signin', origin, me: visitor, settings, lang: 'fil', fetchApi: noApi }))!;
    expect(page.status).toBe(200);
    expect(page.head).toContain('<title>Maligayang pagbabalik · Espasyo</title>');
    expect(page.head).toContain('<link rel="canonical" href="https://espasyo.example/fil/signin"/>');
    expect(page.head).toContain('<link rel="alternate" hreflang="en" href="https://espasyo.example/signin"/>');
    expect(page.head).toContain('<link rel="alternate" hreflang="fil" href="https://espasyo.example/fil/signin"/>');
    expect(page.head).toContain('<link rel="alternate" hreflang="x-default" href="https://espasyo.example/signin"/>');
    expect(page.head).toContain('<meta property="og:locale" content="fil_PH"/>');
    expect(page.namespaces).toEqual(expect.arrayContaining(['common', 'auth']));
    // Links inside the app keep the language's prefix.
    expect(page.html).toContain('href="/fil/forgot-password"');
  });

  it("uses the platform's name from the settings", async () => {
    const page = (await render({
      url: '/terms',
      origin,
      me: visitor,
      settings: { ...settings, platformName: 'Imbak' },
      fetchApi: noApi,
    }))!;
    expect(page.head).toContain('<title>Terms of Service · Imbak</title>');
  });

  it('answers 404 with the not-found page for an unknown path, without a canonical URL', async () => {
    const page = (await render({ url: '/no/such/page', origin, me: visitor, settings, fetchApi: noApi }))!;
    expect(page.status).toBe(404);
    expect(page.html).toContain('Route Not Found');
    expect(page.head).toContain('<meta name="robots" content="noindex"/>');
    expect(page.head).not.toContain('canonical');
  });

  it('renders the landing page for a signed-in client with their way back to the dashboard', async () => {
    const page = (await render({
      url: '/',
      origin,
      me: { user: buildUser({ userType: 'client' }) },
      settings,
      fetchApi: noApi,
    }))!;
    expect(page.html).toContain('Go to dashboard');
    expect(page.html).toContain('id="pricing"'); // the sections below the hero are in the HTML too
    expect(page.html).not.toMatch(/<script/);
  });

  it('renders the landing page and the not-found page in Filipino under /fil, naming their namespaces (issue 34)', async () => {
    const home = (await render({ url: '/fil', origin, me: visitor, settings, lang: 'fil', fetchApi: noApi }))!;
    expect(home.status).toBe(200);
    expect(home.html).toContain('Espasyo para sa mga gamit mo, malapit sa bahay</h1>');
    expect(home.html).toContain('Simple at malinaw na presyo'); // the sections below the hero
    expect(home.html).toContain('Paano ito gumagana');
    expect(home.html).not.toContain('Space for your things');
    expect(home.head).toContain('<title>Espasyo — storage, parking at espasyo sa bodega sa Pilipinas</title>');
    expect(home.namespaces).toEqual(expect.arrayContaining(['common', 'frame', 'landing', 'nav']));
    expect(home.namespaces).not.toContain('appNav');

    const missing = (await render({
      url: '/fil/wala/dito',
      origin,
      me: visitor,
      settings,
      lang: 'fil',
      fetchApi: noApi,
    }))!;
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('Hindi Nahanap ang Page</h1>');
    expect(missing.head).toContain('<title>Hindi Nahanap ang Page · Espasyo</title>');
  });

  it('leaves the signed-in areas to the browser', async () => {
    for (const url of ['/client/browse', '/host/listings', '/users', '/client/settings'])
      expect(await render({ url, origin, me: visitor, settings, fetchApi: noApi })).toBeNull();
  });

  it('reads the data a page declares before rendering it, as the caller, and answers 404 when it is not found', async () => {
    const listing = buildPublicListing();
    const asked: string[] = [];
    const fetchApi = async (path: string) => {
      asked.push(path);
      return path === '/api/listings/l1' ? { status: 200, data: listing } : noApi();
    };
    const found = (await render({ url: '/spaces/l1', origin, me: visitor, settings, fetchApi }))!;
    // The listing and its reviews (issue 22): reviews that fail to load leave the page standing.
    expect(asked).toEqual(['/api/listings/l1', '/api/listings/l1/reviews']);
    expect(found.status).toBe(200);
    expect(found.html).toContain('The reviews could not be loaded.');
    expect(found.html).toContain('Covered slot near Ayala Triangle</h1>');
    expect(found.html).toContain('<script type="application/ld+json">');
    // The price box's booking action is in the HTML (a visitor's signs in first); its code loads on a press.
    expect(found.html).toMatch(/<a [^>]*href="\/signin"[^>]*>Book now<\/a>/);
    // Search engines get absolute picture addresses, in the data and in the link preview.
    expect(found.html).toContain('"image":["https://espasyo.example/api/files/listings/p1-1280.webp"]');
    expect(found.head).toContain('content="https://espasyo.example/api/files/listings/p1-1280.webp"');
    expect(found.head).toContain('<link rel="canonical" href="https://espasyo.example/spaces/l1"/>');

    const missing = (await render({ url: '/spaces/gone', origin, me: visitor, settings, fetchApi }))!;
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('This space is not available');
    expect(missing.head).toContain('<meta name="robots" content="noindex"/>');
  });

  it('renders the monthly offer with its price and notice in the price box where the listing has a monthly price (issue 32)', async () => {
    const monthly = buildPublicListing({ pricePerMonth: 300000, noticePeriodDays: 14 });
    const fetchApi = async (path: string) => (path === '/api/listings/l1' ? { status: 200, data: monthly } : noApi());
    const page = (await render({ url: '/spaces/l1', origin, me: visitor, settings, fetchApi }))!;
    expect(page.html).toMatch(
      /<h3[^>]*>Monthly, no end date<\/h3><span[^>]*>₱3,000 a month<\/span><\/div><p[^>]*>End it with 14 days’ notice<\/p>/,
    );

    const none = buildPublicListing({ pricePerMonth: 300000, noticePeriodDays: 0 });
    const noNotice = (await render({
      url: '/spaces/l1',
      origin,
      me: visitor,
      settings,
      fetchApi: async (path) => (path === '/api/listings/l1' ? { status: 200, data: none } : noApi()),
    }))!;
    expect(noNotice.html).toContain('>End it any day, no notice needed</p>');

    const daily = (await render({
      url: '/spaces/l1',
      origin,
      me: visitor,
      settings,
      fetchApi: async (path) => (path === '/api/listings/l1' ? { status: 200, data: buildPublicListing() } : noApi()),
    }))!;
    expect(daily.html).not.toContain('Monthly, no end date');
  });

  it("renders a listing's reviews, the page the address asks for, and the rating in the JSON-LD (issue 22)", async () => {
    const listing = buildPublicListing({ rating: 4.5, totalRatings: 2 });
    const review = {
      id: 'r1',
      author: { name: 'Maria S.', avatarUrl: null },
      rating: 4,
      comment: 'Safe & <clean>.',
      reply: { body: 'Salamat!', createdAt: '2026-11-12T02:00:00.000Z' },
      publishedAt: '2026-11-11T02:00:00.000Z',
      stayedAt: '2026-10-30T02:00:00.000Z',
    };
    const summary = { rating: 4.5, totalRatings: 12, distribution: [0, 0, 1, 4, 7] };
    const asked: string[] = [];
    const fetchApi = async (path: string) => {
      asked.push(path);
      if (path === '/api/listings/l1') return { status: 200, data: listing };
      const page = path.endsWith('?page=2') ? 2 : 1;
      return { status: 200, data: { items: [{ ...review, id: `r${page}` }], total: 12, page, pageSize: 10, summary } };
    };
    const page = (await render({ url: '/spaces/l1?reviews=2', origin, me: visitor, settings, fetchApi }))!;
    expect(asked).toEqual(['/api/listings/l1', '/api/listings/l1/reviews', '/api/listings/l1/reviews?page=2']);
    expect(page.status).toBe(200);
    expect(page.html).toContain('4.5 out of 5 from 12 reviews');
    expect(page.html).toContain('Safe &amp; &lt;clean&gt;.');
    expect(page.html).toContain('Response from');
    expect(page.html).toContain('Page 2 of 2');
    expect(page.html).toMatch(/href="\/spaces\/l1#reviews"[^>]*>.*Newer reviews/);
    const ld = page.html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1];
    const data = JSON.parse(ld);
    expect(data.aggregateRating).toMatchObject({ ratingValue: 4.5, reviewCount: 12 });
    expect(data.review).toEqual([expect.objectContaining({ reviewBody: 'Safe & <clean>.' })]);
    expect(ld).not.toContain('<clean>');
  });
});
