import { beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { NAMESPACES } from '@espasyo/domain/i18n/namespaces';
import { loadMessages } from '@/lib/i18n';
import { buildUser, renderApp, screen, server, within } from '@/testing/test-utils';
import { ToolsPage } from './tools-page';

const admin = buildUser({ userType: 'admin' });

describe('the admin tools page in Filipino (issue 34)', { timeout: 20_000 }, () => {
  beforeAll(() => loadMessages('fil', NAMESPACES));

  it('shows the jobs, the deliveries and the exports in Filipino', async () => {
    server.use(
      http.get('/api/admin/tools/jobs', () =>
        HttpResponse.json({
          jobs: [
            {
              name: 'purge-expired-sessions',
              description: 'Deletes sessions that have expired.',
              intervalMs: 6 * 3_600_000,
              running: false,
              lastStartedAt: '2026-11-24T02:00:00.000Z',
              lastFinishedAt: '2026-11-24T02:00:01.000Z',
              lastStatus: 'ok',
              lastResult: null,
              lastDurationMs: 1000,
              nextRunAt: '2026-11-24T08:00:00.000Z',
              runCount: 3,
            },
          ],
        }),
      ),
      http.get('/api/admin/tools/deliveries', () => HttpResponse.json({ items: [], total: 0, page: 1, pageSize: 20 })),
    );
    renderApp(<ToolsPage />, { url: '/admin-tools', user: admin, lang: 'fil' });
    expect(await screen.findByRole('heading', { name: 'Admin Tools' })).toBeInTheDocument();
    const jobs = screen.getByRole('region', { name: 'Mga naka-schedule na job' });
    expect(await within(jobs).findByText('Tuwing 6 oras')).toBeInTheDocument();
    expect(within(jobs).getByText('Nagtagumpay')).toBeInTheDocument();
    expect(
      within(jobs).getByRole('button', { name: 'Patakbuhin ngayon ang purge expired sessions' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Walang naghihintay o pumalya')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Kuwentahin ulit ang mga rating' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'I-download ang mga booking' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'I-export ang data' })).toBeInTheDocument();
  });
});
