// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { settingsDefaults } from '@espasyo/domain/settings/defaults';
import type { PublicSettings } from '@espasyo/domain/contracts/settings';
import type { Advisories } from '@espasyo/domain/contracts/force-majeure';
import { render } from './entry-server';

// /advisories as the server renders it (issue 33): its data read before rendering, through the API as the caller.
const settings = {
  platformName: 'Espasyo',
  version: '1.0.0',
  timezone: settingsDefaults.general.timezone,
} as PublicSettings;
const origin = 'https://espasyo.example';
const visitor = { user: null };

const advisories: Advisories = {
  items: [
    {
      id: 'e1',
      name: 'Typhoon Signal No. 3, Metro Manila and Rizal',
      details: 'PAGASA raised Signal No. 3.',
      places: [
        { code: '1300000000', name: 'Metro Manila', kind: 'province' },
        { code: '0405800000', name: 'Rizal', kind: 'province' },
      ],
      startDate: '2026-10-24',
      endDate: '2026-10-26',
      state: 'in_force',
      declaredAt: '2026-10-23T10:00:00.000Z',
    },
  ],
};

describe('the advisories page, rendered by the server', () => {
  it('lists each event with its places, days and state, its head tags, and the state the browser hydrates from', async () => {
    const asked: string[] = [];
    const fetchApi = async (path: string) => {
      asked.push(path);
      return path === '/api/advisories' ? { status: 200, data: advisories } : { status: 404, data: null };
    };
    const page = (await render({ url: '/advisories', origin, me: visitor, settings, fetchApi }))!;
    expect(page.status).toBe(200);
    expect(asked).toContain('/api/advisories');
    expect(page.pages).toEqual(['advisories/routes/advisories']);
    expect(page.html).toContain('Typhoon and force majeure advisories</h1>');
    expect(page.html).toContain('Typhoon Signal No. 3, Metro Manila and Rizal');
    expect(page.html).toContain('Metro Manila and Rizal</dd>');
    expect(page.html).toContain('Sat, 24 Oct 2026 – Mon, 26 Oct 2026');
    expect(page.html).toContain('In force');
    expect(page.html).toContain('href="/advisories"'); // the footer's link
    expect(page.head).toContain('<title>Typhoon and force majeure advisories · Espasyo</title>');
    expect(page.head).toContain('<link rel="canonical" href="https://espasyo.example/advisories"/>');
    const state = JSON.parse(page.state) as { queries: { queryKey: unknown[] }[] };
    expect(state.queries.map((q) => q.queryKey)).toContainEqual(['advisories']);
  });

  it('says so when none has been declared', async () => {
    const fetchApi = async () => ({ status: 200, data: { items: [] } });
    const page = (await render({ url: '/advisories', origin, me: visitor, settings, fetchApi }))!;
    expect(page.html).toContain('No advisories have been declared.');
  });
});
