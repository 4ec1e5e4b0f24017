import { beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { NAMESPACES } from '@espasyo/domain/i18n/namespaces';
import { loadMessages } from '@/lib/i18n';
import { buildUser, renderApp, screen, server, within } from '@/testing/test-utils';
import { buildDispute } from '@/features/disputes/disputes.fixtures';
import { AdminDisputesPage } from './admin-disputes-page';

const admin = buildUser({ userType: 'admin', type: 'admin', role: 'admin' });

describe('admin /disputes in Filipino (issue 34)', { timeout: 20_000 }, () => {
  beforeAll(() => loadMessages('fil', NAMESPACES));

  it('shows the queue in Filipino: the tabs, each dispute’s parties, reason and date', async () => {
    const d = buildDispute({ viewerSide: 'staff', reason: 'access_refused', openedBySide: 'host' });
    server.use(
      http.get('/api/admin/disputes', () => HttpResponse.json({ items: [d], total: 1, page: 1, pageSize: 20 })),
    );
    renderApp(<AdminDisputesPage />, { url: '/disputes', path: '/disputes', user: admin, lang: 'fil' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mga Reklamo' })).toBeInTheDocument();
    expect(screen.getByText(/pinakaluma muna/)).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Mga Reklamo' });
    expect(within(tabs).getByRole('link', { name: 'Bukas' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Naresolba' })).toBeInTheDocument();
    const row = await screen.findByRole('link', { name: /Garage in Makati/ });
    expect(row).toHaveTextContent('Bea Villanueva / Maria Santos · Hindi pinapasok ng host');
    expect(row).toHaveTextContent('Biy, 20 Nob 2026');
  });

  it('says in Filipino when nothing is open', async () => {
    server.use(
      http.get('/api/admin/disputes', () => HttpResponse.json({ items: [], total: 0, page: 1, pageSize: 20 })),
    );
    renderApp(<AdminDisputesPage />, { url: '/disputes', path: '/disputes', user: admin, lang: 'fil' });
    expect(await screen.findByText('Walang bukas na reklamo.')).toBeInTheDocument();
  });
});
