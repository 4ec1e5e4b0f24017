import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { buildUser, renderApp, screen, server, within } from '@/testing/test-utils';
import { BookingScans } from './booking-scans';

describe("a booking's scans at the gate", () => {
  it('shows each scan: when, who and as what, how, and the result', async () => {
    server.use(
      http.get('/api/bookings/b1/scans', () =>
        HttpResponse.json({
          items: [
            {
              id: 's1',
              at: '2026-12-01T01:30:00.000Z',
              receivedAt: '2026-12-01T01:30:00.000Z',
              result: 'checked_in',
              method: 'qr',
              by: { id: 'u1', name: 'Jun Reyes', role: 'gate_keeper' },
            },
            {
              id: 's2',
              at: '2026-12-01T01:32:00.000Z',
              receivedAt: '2026-12-01T01:32:00.000Z',
              result: 'already_in',
              method: 'pin',
              by: { id: 'u2', name: 'Pedro Host', role: 'host' },
            },
          ],
        }),
      ),
    );
    renderApp(<BookingScans bookingId="b1" passable />, { user: buildUser() });
    const region = await screen.findByRole('region', { name: 'At the gate' });
    expect(await within(region).findByText('Tue, 1 Dec 2026, 9:30 AM')).toBeInTheDocument();
    expect(within(region).getByText('Jun Reyes (gate keeper) · QR code')).toBeInTheDocument();
    expect(within(region).getByText('Checked in')).toBeInTheDocument();
    expect(within(region).getByText('Pedro Host (host) · PIN')).toBeInTheDocument();
    expect(within(region).getByText('Refused: already checked in')).toBeInTheDocument();
  });

  it('shows nothing for a booking with no pass and no scan', async () => {
    const { container } = renderApp(<BookingScans bookingId="b1" passable={false} />, { user: buildUser() });
    await new Promise((r) => setTimeout(r, 50));
    expect(container.querySelector('section')).toBeNull();
  });
});
