import { beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import type { Advisory } from '@espasyo/domain/contracts/force-majeure';
import { NAMESPACES } from '@espasyo/domain/i18n/namespaces';
import { loadMessages } from '@/lib/i18n';
import { renderApp, screen, server, within } from '@/testing/test-utils';
import AdvisoriesPage from './advisories';

const advisory: Advisory = {
  id: 'fm1',
  name: 'Typhoon Kristine',
  details: 'Signal No. 3 over Metro Manila.',
  places: [
    { code: '1339', name: 'Manila', kind: 'city' },
    { code: '1374', name: 'Quezon City', kind: 'city' },
  ],
  startDate: '2026-11-23',
  endDate: '2026-11-24',
  state: 'in_force',
  declaredAt: '2026-11-22T02:00:00.000Z',
};

describe('the advisories page (issue 34)', { timeout: 20_000 }, () => {
  beforeAll(() => loadMessages('fil', NAMESPACES));

  it('shows each advisory in English as before', async () => {
    server.use(http.get('/api/advisories', () => HttpResponse.json({ items: [advisory] })));
    renderApp(<AdvisoriesPage />, { url: '/advisories' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Typhoon and force majeure advisories' }),
    ).toBeInTheDocument();
    const card = (await screen.findByRole('heading', { name: 'Typhoon Kristine' })).closest('article')!;
    expect(within(card).getByText('In force')).toBeInTheDocument();
    expect(within(card).getByText('Manila and Quezon City')).toBeInTheDocument();
    expect(within(card).getByText('Mon, 23 Nov 2026 – Tue, 24 Nov 2026')).toBeInTheDocument();
  });

  it('shows the advisories in Filipino, with the days in Filipino', async () => {
    server.use(http.get('/api/advisories', () => HttpResponse.json({ items: [advisory] })));
    renderApp(<AdvisoriesPage />, { url: '/advisories', lang: 'fil' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mga advisory sa bagyo at force majeure' }),
    ).toBeInTheDocument();
    const card = (await screen.findByRole('heading', { name: 'Typhoon Kristine' })).closest('article')!;
    expect(within(card).getByText('Umiiral')).toBeInTheDocument();
    expect(within(card).getByText('Mga lugar')).toBeInTheDocument();
    expect(within(card).getByText('Manila at Quezon City')).toBeInTheDocument();
    expect(within(card).getByText('Lun, 23 Nob 2026 – Mar, 24 Nob 2026')).toBeInTheDocument();
  });

  it('says in Filipino when none is declared', async () => {
    server.use(http.get('/api/advisories', () => HttpResponse.json({ items: [] })));
    renderApp(<AdvisoriesPage />, { url: '/advisories', lang: 'fil' });
    expect(await screen.findByText('Wala pang idineklarang advisory.')).toBeInTheDocument();
  });
});
