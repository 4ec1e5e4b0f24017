// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { settingsDefaults } from '@espasyo/domain/settings/defaults';
import type { PublicSettings } from '@espasyo/domain/contracts/settings';
import type { LegalText, LegalVersions } from '@espasyo/domain/contracts/consents';
import { render } from './entry-server';

// /terms and /privacy as the server renders them (issue 34): the version in effect (or ?version=) and
// the versions, read before rendering through the API as the caller.
const settings = {
  platformName: 'Espasyo',
  version: '1.0.0',
  timezone: settingsDefaults.general.timezone,
} as PublicSettings;
const origin = 'https://espasyo.example';
const visitor = { user: null };

const text = (label: string, current: boolean): LegalText => ({
  kind: 'terms',
  label,
  effectiveOn: label === 'v2' ? '2026-12-07' : '2026-11-24',
  lang: 'en',
  body: `Intro for ${label}.\n\n## Payments\nPay through [GCash](/spaces) or card.\n- One\n- Two <script>alert(1)</script>`,
  current,
  currentLabel: 'v2',
});
const versions: LegalVersions = {
  items: [
    { label: 'v2', effectiveOn: '2026-12-07', publishedAt: '2026-12-07T00:00:00.000Z', current: true },
    { label: '2026-01', effectiveOn: '2026-11-24', publishedAt: '2026-11-24T00:00:00.000Z', current: false },
  ],
};

function api(asked: string[]) {
  return async (path: string) => {
    asked.push(path);
    if (path === '/api/legal/terms/versions') return { status: 200, data: versions };
    if (path === '/api/legal/terms?lang=en') return { status: 200, data: text('v2', true) };
    if (path === '/api/legal/terms?lang=en&version=2026-01') return { status: 200, data: text('2026-01', false) };
    if (path === '/api/legal/terms?lang=fil')
      return { status: 200, data: { ...text('v2', true), lang: 'fil', body: 'Panimula ng v2.' } };
    return { status: 404, data: null };
  };
}

describe('the legal pages, rendered by the server', () => {
  it('show the version in effect, its day, its sections and the earlier versions, with no HTML from the text', async () => {
    const asked: string[] = [];
    const page = (await render({ url: '/terms', origin, me: visitor, settings, fetchApi: api(asked) }))!;
    expect(page.status).toBe(200);
    expect(asked).toEqual(expect.arrayContaining(['/api/legal/terms?lang=en', '/api/legal/terms/versions']));
    expect(page.html).toContain('Terms of Service</h1>');
    expect(page.html).toContain('Version v2, in effect from Mon, 7 Dec 2026');
    expect(page.html).toContain('Intro for v2.');
    expect(page.html).toContain('1<!-- -->. <!-- -->Payments');
    expect(page.html).toMatch(/<a [^>]*href="\/spaces"[^>]*>GCash<\/a>/);
    expect(page.html).toContain('&lt;script&gt;');
    expect(page.html).toContain('href="/terms?version=2026-01"');
    expect(page.html).toContain('Place data and credits');
    expect(page.html).toContain('Free to use with acknowledgement of the PSA as the source');
    expect(page.html).toContain('(coordinates matched to PSGC names by Espasyo)');
    expect(page.head).toContain('<title>Terms of Service · Espasyo</title>');
    const state = JSON.parse(page.state) as { queries: { queryKey: unknown[] }[] };
    expect(state.queries.map((q) => q.queryKey)).toContainEqual(['legal', 'terms', 'en', 'current']);
  });

  it('an earlier version says so and links to the one in effect', async () => {
    const page = (await render({ url: '/terms?version=2026-01', origin, me: visitor, settings, fetchApi: api([]) }))!;
    expect(page.html).toContain('This is an earlier version, in effect from Tue, 24 Nov 2026.');
    expect(page.html).toContain('Intro for 2026-01.');
    expect(page.html).toContain('href="/terms"');
  });

  it('at the Filipino address, the text in Filipino (issue 34)', async () => {
    const asked: string[] = [];
    const page = (await render({
      url: '/fil/terms',
      origin,
      me: visitor,
      settings,
      lang: 'fil',
      fetchApi: api(asked),
    }))!;
    expect(page.status).toBe(200);
    expect(asked).toContain('/api/legal/terms?lang=fil');
    expect(page.html).toContain('Panimula ng v2.');
    // The words around the text in Filipino too, from the `legal` and `common` namespaces.
    expect(page.html).toContain('Mga Tuntunin ng Serbisyo</h1>');
    expect(page.html).toContain('Bersyon v2, may bisa mula Lun, 7 Dis 2026');
    expect(page.html).toContain('Nilalaman');
    expect(page.html).toContain('Mga naunang bersyon');
    expect(page.html).toContain('Datos ng lugar at pagkilala');
    expect(page.html).toContain('Malayang gamitin basta kilalanin ang PSA bilang pinagmulan');
    expect(page.html).toContain('itinugma ng Espasyo ang coordinates sa mga pangalan ng PSGC');
    expect(page.html).not.toContain('coordinates matched to PSGC names');
  });
});
