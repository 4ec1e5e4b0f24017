import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { buildUser, renderApp, screen, server, within } from '@/testing/test-utils';
import { BookingPass } from './booking-pass';
import { buildPass } from '../gate.fixtures';

const client = buildUser({ userType: 'client', type: 'client' });

describe("the booking page's pass", () => {
  it('shows the QR, the PIN, when it is valid and the way to the full-screen pass, for a confirmed booking', async () => {
    server.use(
      http.get('/api/bookings/b1/pass', () => HttpResponse.json(buildPass({ validUntil: null, kind: 'tenancy' }))),
    );
    renderApp(<BookingPass bookingId="b1" status="confirmed" />, { user: client });
    const pass = await screen.findByRole('region', { name: 'Pass' });
    expect(await within(pass).findByText('482913')).toBeInTheDocument();
    expect(within(pass).getByRole('img', { name: 'QR code of the pass' })).toBeInTheDocument();
    expect(within(pass).getByText('the tenancy ends')).toBeInTheDocument();
    expect(within(pass).getByRole('link', { name: 'Show at the gate' })).toHaveAttribute(
      'href',
      '/client/bookings/b1/pass',
    );
  });

  it('is not there before the booking is confirmed', async () => {
    const { container } = renderApp(<BookingPass bookingId="b1" status="awaiting_payment" />, { user: client });
    await new Promise((r) => setTimeout(r, 50));
    expect(container.querySelector('section')).toBeNull();
  });
});
