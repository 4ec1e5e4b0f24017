import { beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import type { AdminVerification } from '@espasyo/domain/contracts/verification';
import { NAMESPACES } from '@espasyo/domain/i18n/namespaces';
import { loadMessages } from '@/lib/i18n';
import { buildUser, renderApp, screen, server, within } from '@/testing/test-utils';
import { VerificationPage } from './verification-page';

const admin = buildUser({ userType: 'admin' });
const request: AdminVerification = {
  id: 'req1',
  status: 'pending',
  idType: 'passport',
  idTypeLabel: 'Passport',
  reason: null,
  autoApproved: false,
  submittedAt: '2026-11-24T02:00:00.000Z',
  reviewedAt: null,
  reviewedBy: null,
  files: [],
  user: {
    id: 'host1',
    name: 'Maria Santos',
    email: 'maria@example.test',
    type: 'host',
    verified: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    backgroundCheck: null,
  },
};

describe('the ID verification page in Filipino (issue 34)', { timeout: 20_000 }, () => {
  beforeAll(() => loadMessages('fil', NAMESPACES));

  it('shows the queue and a submission in Filipino', async () => {
    server.use(
      http.get('/api/admin/verification', () =>
        HttpResponse.json({ items: [request], total: 1, page: 1, pageSize: 20 }),
      ),
      http.get('/api/admin/verification/:id', () => HttpResponse.json(request)),
    );
    const { user } = renderApp(<VerificationPage />, { url: '/verification', user: admin, lang: 'fil' });
    expect(await screen.findByRole('heading', { name: 'Beripikasyon ng ID' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Naghihintay ng review' })).toBeInTheDocument();
    expect(await screen.findByText('1 hiling')).toBeInTheDocument();
    expect(screen.getByText('Isinumite noong Mar, 24 Nob 2026, 10:00 AM')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Maria Santos/ }));
    const submission = screen.getByRole('region', { name: 'Isinumite' });
    expect(await within(submission).findByText('Hindi beripikado')).toBeInTheDocument();
    expect(within(submission).getByText('Walang nakatagong file para sa hiling na ito.')).toBeInTheDocument();
    expect(within(submission).getByRole('button', { name: 'Aprubahan' })).toBeInTheDocument();
    expect(within(submission).getByRole('region', { name: 'Background check' })).toHaveTextContent('Hindi pa naitala');
  });
});
