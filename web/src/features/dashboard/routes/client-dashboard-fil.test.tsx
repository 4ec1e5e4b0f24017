import { beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { NAMESPACES } from '@espasyo/domain/i18n/namespaces';
import { buildUser, errorBody, renderApp, screen, server } from '@/testing/test-utils';
import { loadMessages } from '@/lib/i18n';
import { buildConversation } from '@/features/messages/messages.fixtures';
import { buildPaymentItem, buildPaymentsPage } from '@/features/payments/payment.fixtures';
import ClientDashboardPage from './client-dashboard';

const client = buildUser({ userType: 'client', type: 'client', firstName: 'Ana' }); // verified, no photo

beforeAll(() => loadMessages('fil', NAMESPACES));

describe('the client dashboard in Filipino (issue 34)', () => {
  it('greets, lists the next steps, bookings, saved spaces, messages and payments in Filipino', async () => {
    server.use(
      http.get('/api/bookings', ({ request }) => {
        const url = new URL(request.url);
        return HttpResponse.json({ items: [], total: 0, page: 1, pageSize: Number(url.searchParams.get('pageSize')) });
      }),
      http.get('/api/me/progress/tutorial', () =>
        HttpResponse.json({ guide: 'tutorial', completed: [], updatedAt: null }),
      ),
      http.get('/api/me/favorites', () => HttpResponse.json({ items: [], total: 0, page: 1, pageSize: 20 })),
      http.get('/api/me/recently-viewed', () => HttpResponse.json({ items: [] })),
      http.get('/api/conversations', () =>
        HttpResponse.json({ items: [buildConversation({ unread: 1 }), buildConversation({ id: 'c2' })], unread: 1 }),
      ),
      http.get('/api/me/payments', () =>
        HttpResponse.json(
          buildPaymentsPage([buildPaymentItem({ kind: 'refund', status: 'pending', amount: 100_800 })]),
        ),
      ),
      http.get('/api/me/verification-requirements', () =>
        HttpResponse.json(errorBody('internal_error', 'Boom'), { status: 500 }),
      ),
      http.get('/api/me/verification', () => HttpResponse.json(errorBody('internal_error', 'Boom'), { status: 500 })),
    );
    renderApp(<ClientDashboardPage />, { url: '/client-dashboard', user: client, lang: 'fil' });

    expect(
      await screen.findByRole('heading', { level: 1, name: /^Magandang (umaga|hapon|gabi), Ana$/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Mga susunod na hakbang' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Maglagay ng profile photo/ })).toBeInTheDocument();
    expect(await screen.findByText('Wala pang booking')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Mga naka-save na espasyo' })).toBeInTheDocument();
    expect(await screen.findByText('1 usapang hindi pa nababasa')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buksan ang mga mensahe' })).toBeInTheDocument();
    expect(await screen.findByText('Refund na ₱1,008')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Beripikasyon' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'I-edit ang profile' })).toBeInTheDocument();
    expect(screen.queryByText('Next steps')).not.toBeInTheDocument();
  });
});
