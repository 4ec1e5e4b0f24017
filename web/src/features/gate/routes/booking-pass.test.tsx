import { beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { buildUser, errorBody, renderApp, screen, server } from '@/testing/test-utils';
import BookingPassPage from './booking-pass';
import { buildPass } from '../gate.fixtures';

const client = buildUser({ userType: 'client', type: 'client' });
const open = () =>
  renderApp(<BookingPassPage />, {
    url: '/client/bookings/b1/pass',
    path: '/client/bookings/:bookingId/pass',
    user: client,
  });
const keptKey = `espasyo.pass.${client.id}.b1`;

describe('the full-screen pass', () => {
  beforeEach(() => localStorage.clear());

  it('shows the space, the renter, the dates, the QR as an image and the PIN, and keeps the pass on the phone', async () => {
    server.use(http.get('/api/bookings/b1/pass', () => HttpResponse.json(buildPass())));
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dry room in Bel-Air' })).toBeInTheDocument();
    expect(screen.getByText('Maria Santos')).toBeInTheDocument();
    expect(screen.getByText('Tue, 1 Dec 2026 – Thu, 3 Dec 2026 · 2 units')).toBeInTheDocument();
    expect(screen.getByText('482913')).toBeInTheDocument();
    const qr = screen.getByRole('img', { name: 'QR code of the pass' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    // The SVG is never markup of the page.
    expect(document.querySelector('svg path[d="M0 0h7v7H0z"]')).toBeNull();
    expect(screen.getByText('Tue, 1 Dec 2026, 12:00 AM')).toBeInTheDocument();
    expect(screen.queryByText(/^Offline/)).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(keptKey) ?? 'null')).toMatchObject({ code: '482913', bookingId: 'b1' });
  });

  it('draws the kept pass when the server cannot be reached, saying as of when', async () => {
    localStorage.setItem(keptKey, JSON.stringify(buildPass({ code: '104729' })));
    server.use(http.get('/api/bookings/b1/pass', () => HttpResponse.error()));
    open();
    expect(await screen.findByText('Offline — shown as of Mon, 30 Nov 2026, 10:00 AM')).toBeInTheDocument();
    expect(screen.getByText('104729')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'QR code of the pass' })).toBeInTheDocument();
  });

  it("draws the kept pass at once on a slow signal, then the server's when it comes", async () => {
    localStorage.setItem(keptKey, JSON.stringify(buildPass({ code: '104729' })));
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('/api/bookings/b1/pass', async () => {
        await answered;
        return HttpResponse.json(buildPass({ code: '482913' }));
      }),
    );
    open();
    expect(await screen.findByText('104729')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'QR code of the pass' })).toBeInTheDocument();
    expect(screen.queryByText(/^Offline/)).not.toBeInTheDocument();
    answer();
    expect(await screen.findByText('482913')).toBeInTheDocument();
    expect(screen.queryByText('104729')).not.toBeInTheDocument();
  });

  it('says so when offline with no pass kept, and forgets a kept pass the server no longer has', async () => {
    server.use(http.get('/api/bookings/b1/pass', () => HttpResponse.error()));
    const first = open();
    expect(await screen.findByRole('heading', { name: 'The pass could not be shown' })).toBeInTheDocument();
    first.unmount();

    localStorage.setItem(keptKey, JSON.stringify(buildPass()));
    server.use(
      http.get('/api/bookings/b1/pass', () =>
        HttpResponse.json(errorBody('not_found', 'Booking not found'), { status: 404 }),
      ),
    );
    open();
    expect(await screen.findByText('Booking not found')).toBeInTheDocument();
    expect(localStorage.getItem(keptKey)).toBeNull();
  });
});
