import { beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { NAMESPACES } from '@espasyo/domain/i18n/namespaces';
import { loadMessages } from '@/lib/i18n';
import { buildUser, renderApp, screen, server, within } from '@/testing/test-utils';
import { buildDispute } from '../disputes.fixtures';
import { BookingDisputes } from './booking-disputes';
import { DisputePage } from './dispute-page';

const host = buildUser({ userType: 'host', type: 'host' });

describe('A dispute’s page in Filipino (issue 34)', { timeout: 20_000 }, () => {
  beforeAll(() => loadMessages('fil', NAMESPACES));

  it('shows the dispute, the hold on the host’s earnings, the photos and the thread in Filipino', async () => {
    server.use(
      http.get('/api/disputes/d1', () =>
        HttpResponse.json(
          buildDispute({
            viewerSide: 'host',
            held: 90000,
            messages: [
              {
                id: 'm1',
                senderId: 'u-client',
                senderSide: 'client',
                senderName: 'Bea Villanueva',
                body: 'Sira ang gate.',
                createdAt: '2026-11-20T03:00:00.000Z',
              },
            ],
          }),
        ),
      ),
    );
    renderApp(<DisputePage />, {
      url: '/host/disputes/d1',
      path: '/host/disputes/:disputeId',
      user: host,
      lang: 'fil',
    });

    const article = await screen.findByRole('article');
    const a = within(article);
    expect(a.getByRole('heading', { level: 1, name: 'Reklamo: Garage in Makati' })).toBeInTheDocument();
    expect(a.getByText('Bukas')).toBeInTheDocument();
    expect(a.getByText('Binuksan ni Bea Villanueva (Umuupa) noong Biy, 20 Nob 2026, 10:00 AM')).toBeInTheDocument();
    expect(a.getByText(/Naka-hold ang ₱900 ng kita mo/)).toBeInTheDocument();
    expect(a.getByRole('heading', { name: 'Ano ang nangyari' })).toBeInTheDocument();
    expect(a.getByText('Sira o pinsala')).toBeInTheDocument();
    expect(a.getByText('Walang litrato.')).toBeInTheDocument();
    expect(a.getByLabelText('Magdagdag ng litrato')).toBeInTheDocument();
    const thread = within(a.getByRole('region', { name: 'Usapan' }));
    expect(thread.getByText('Sira ang gate.')).toBeInTheDocument();
    expect(thread.getByText('· Umuupa')).toBeInTheDocument();
    expect(thread.getByRole('button', { name: 'Ipadala' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bumalik sa booking' })).toHaveAttribute('href', '/host/bookings/b1');
    expect(screen.getByRole('link', { name: 'Lahat ng reklamo mo' })).toHaveAttribute('href', '/host/disputes');
  });

  it('shows a resolved dispute’s decision and refund in Filipino', async () => {
    server.use(
      http.get('/api/disputes/d1', () =>
        HttpResponse.json(
          buildDispute({
            status: 'resolved',
            canWrite: false,
            canAddPhotos: false,
            resolution: {
              decision: 'Ire-refund ang kalahati.',
              refundAmount: 50000,
              resolvedAt: '2026-11-24T02:00:00.000Z',
              resolvedByName: 'Ana Staff',
            },
          }),
        ),
      ),
    );
    renderApp(<DisputePage />, { url: '/client/disputes/d1', path: '/client/disputes/:disputeId', lang: 'fil' });
    expect(await screen.findByRole('heading', { name: 'Desisyon' })).toBeInTheDocument();
    expect(screen.getByText('Refund sa umuupa: ₱500')).toBeInTheDocument();
    expect(screen.getByText('Naresolba noong Mar, 24 Nob 2026 ni Ana Staff')).toBeInTheDocument();
    expect(screen.getByText('Naresolba')).toBeInTheDocument();
    expect(screen.getByText(/Naresolba na ang reklamong ito/)).toBeInTheDocument();
  });

  it('opens the form on a booking and shows the schema’s messages in Filipino', async () => {
    server.use(
      http.get('/api/disputes/booking/b1', () =>
        HttpResponse.json({ canOpen: true, items: [buildDispute({ status: 'resolved' })] }),
      ),
    );
    const { user } = renderApp(<BookingDisputes bookingId="b1" viewer="client" />, {
      url: '/client/bookings/b1',
      user: buildUser({ userType: 'client' }),
      lang: 'fil',
    });
    expect(await screen.findByRole('heading', { name: 'Mga reklamo' })).toBeInTheDocument();
    expect(screen.getByText('Naresolba')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tingnan ang reklamo' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mag-report ng problema' }));
    expect(screen.getByRole('heading', { name: 'Mag-report ng problema sa booking na ito' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Buksan ang reklamo' }));
    expect(await screen.findByText('Piliin kung ano ang problema.')).toBeInTheDocument();
    expect(await screen.findByText('Ilarawan kung ano ang nangyari.')).toBeInTheDocument();
  });
});
