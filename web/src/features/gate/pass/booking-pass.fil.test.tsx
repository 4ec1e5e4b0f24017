import { beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { NAMESPACES } from '@espasyo/domain/i18n/namespaces';
import { loadMessages } from '@/lib/i18n';
import { buildUser, renderApp, screen, server, within } from '@/testing/test-utils';
import BookingPassPage from '../routes/booking-pass';
import { buildPass } from '../gate.fixtures';
import { BookingPass } from './booking-pass';

const client = buildUser({ userType: 'client', type: 'client' });

describe('the pass in Filipino (issue 34)', { timeout: 20_000 }, () => {
  beforeAll(() => loadMessages('fil', NAMESPACES));

  it("shows the booking page's pass in Filipino", async () => {
    server.use(
      http.get('/api/bookings/b1/pass', () => HttpResponse.json(buildPass({ validUntil: null, kind: 'tenancy' }))),
    );
    renderApp(<BookingPass bookingId="b1" status="confirmed" />, { user: client, lang: 'fil' });
    const pass = await screen.findByRole('region', { name: 'Pass' });
    expect(await within(pass).findByText('482913')).toBeInTheDocument();
    expect(within(pass).getByRole('img', { name: 'QR code ng pass' })).toBeInTheDocument();
    expect(within(pass).getByText('Valid mula')).toBeInTheDocument();
    expect(within(pass).getByText('matapos ang pag-upa')).toBeInTheDocument();
    expect(within(pass).getByRole('link', { name: 'Ipakita sa gate' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/client\/bookings\/b1\/pass$/),
    );
  });

  it('shows the full-screen pass in Filipino, offline with the day in Filipino', async () => {
    localStorage.setItem(`espasyo.pass.${client.id}.b1`, JSON.stringify(buildPass()));
    server.use(http.get('/api/bookings/b1/pass', () => HttpResponse.error()));
    renderApp(<BookingPassPage />, {
      url: '/client/bookings/b1/pass',
      path: '/client/bookings/:bookingId/pass',
      user: client,
      lang: 'fil',
    });
    expect(await screen.findByText(/^Offline — huling nakuha noong Lun, 30 Nob 2026/)).toBeInTheDocument();
    expect(screen.getByText('Mar, 1 Dis 2026 – Huw, 3 Dis 2026 · 2 unit')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Isara' })).toBeInTheDocument();
    expect(screen.getByText('Valid hanggang')).toBeInTheDocument();
  });
});
