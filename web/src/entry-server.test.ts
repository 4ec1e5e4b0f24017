// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { settingsDefaults } from '@espasyo/domain/settings/defaults';
import type { PublicSettings } from '@espasyo/domain/contracts/settings';
import { buildUser } from '@/testing/mocks/data';
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

describe('render', () => {
  it('renders a public page with its head tags and the state the browser hydrates from', async () => {
    const page = (await render({ url: '/signin?x=1', origin, me: visitor, settings }))!;
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

  it("uses the platform's name from the settings", async () => {
    const page = (await render({
      url: '/terms',
      origin,
      me: visitor,
      settings: { ...settings, platformName: 'Imbak' },
    }))!;
    expect(page.head).toContain('<title>Terms of Service · Imbak</title>');
  });

  it('answers 404 with the not-found page for an unknown path, without a canonical URL', async () => {
    const page = (await render({ url: '/no/such/page', origin, me: visitor, settings }))!;
    expect(page.status).toBe(404);
    expect(page.html).toContain('Route Not Found');
    expect(page.head).toContain('<meta name="robots" content="noindex"/>');
    expect(page.head).not.toContain('canonical');
  });

  it('renders the landing page for a signed-in client with their way back to the dashboard', async () => {
    const page = (await render({ url: '/', origin, me: { user: buildUser({ userType: 'client' }) }, settings }))!;
    expect(page.html).toContain('Go to dashboard');
    expect(page.html).toContain('id="pricing"'); // the sections below the hero are in the HTML too
    expect(page.html).not.toMatch(/<script/);
  });

  it('leaves the signed-in areas to the browser', async () => {
    for (const url of ['/client/browse', '/host/listings', '/users', '/client/settings'])
      expect(await render({ url, origin, me: visitor, settings })).toBeNull();
  });
});
