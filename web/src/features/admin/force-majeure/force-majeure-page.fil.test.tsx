import { beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import type { AdminForceMajeure } from '@espasyo/domain/contracts/force-majeure';
import { NAMESPACES } from '@espasyo/domain/i18n/namespaces';
import { loadMessages } from '@/lib/i18n';
import { buildUser, renderApp, screen, server, within } from '@/testing/test-utils';
import { ForceMajeurePage } from './force-majeure-page';

const admin = buildUser({ userType: 'admin', firstName: 'Ana', lastName: 'Admin' });
const event: AdminForceMajeure = {
  id: 'e1',
  name: 'Typhoon Signal No. 3',
  details: '',
  places: [
    { code: '1300000000', name: 'Metro Manila', kind: 'province' },
    { code: '0702200000', name: 'Cebu', kind: 'province' },
  ],
  startDate: '2026-10-24',
  endDate: '2026-10-26',
  state: 'in_force',
  declaredAt: '2026-10-23T10:00:00.000Z',
  declaredBy: { id: admin.id, name: 'Ana Admin' },
  affected: 4,
  endedAt: null,
  withdrawnAt: null,
  endReason: null,
};

describe('admin /force-majeure in Filipino (issue 34)', { timeout: 20_000 }, () => {
  beforeAll(() => loadMessages('fil', NAMESPACES));

  it('shows the events and the form in Filipino, and the schema’s messages through the catalogue', async () => {
    server.use(
      http.get('/api/admin/force-majeure', () =>
        HttpResponse.json({ items: [event], total: 1, page: 1, pageSize: 20 }),
      ),
      http.get('/api/places/regions', () => HttpResponse.json({ items: [{ code: '1300000000', name: 'NCR' }] })),
    );
    const { user } = renderApp(<ForceMajeurePage />, { url: '/force-majeure', user: admin, lang: 'fil' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mga bagyo at force majeure' })).toBeInTheDocument();
    expect(await screen.findByText('1 event')).toBeInTheDocument();
    const card = screen.getByRole('heading', { name: 'Typhoon Signal No. 3' }).closest('li')!;
    expect(within(card).getByText('May bisa')).toBeInTheDocument();
    expect(within(card).getByText('Metro Manila at Cebu')).toBeInTheDocument();
    expect(within(card).getByText('Sab, 24 Okt 2026 – Lun, 26 Okt 2026')).toBeInTheDocument();
    expect(within(card).getByText(/^4 booking ang apektado · idineklara ni Ana Admin/)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Tapusin o bawiin: Typhoon Signal No. 3' })).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'Magdeklara ng event' });
    expect(within(form).getByRole('group', { name: 'Mga probinsya o lungsod' })).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Magdeklara ng event' }));
    expect(await within(form).findByText('Ilagay ang pangalan ng event.')).toBeInTheDocument();
    expect(await within(form).findByText('Pumili ng kahit isang probinsya o lungsod.')).toBeInTheDocument();
  });
});
