import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import type { AdminDisputeDetail } from '@espasyo/domain/contracts/disputes';
import { buildBooking } from '@/features/bookings/booking.fixtures';
import { buildUser, renderApp, screen, server } from '@/testing/test-utils';
import { buildDispute } from '@/features/disputes/disputes.fixtures';
import { AdminDisputePage } from './admin-dispute-page';

const admin = buildUser({ userType: 'admin' });

/** A dispute on a stay from Fri 1 Jan to Thu 14 Jan 2027: its endsAt is 00:00 on Fri 15 Jan in Manila. */
const detail: AdminDisputeDetail = {
  dispute: buildDispute({ viewerSide: 'staff', canAddPhotos: false }),
  booking: buildBooking({
    status: 'completed',
    startDate: '2027-01-01',
    endDate: '2027-01-14',
    startsAt: '2026-12-31T16:00:00.000Z',
    endsAt: '2027-01-14T16:00:00.000Z',
  }),
  payments: { testMode: true, items: [] },
  agreement: null,
  conversation: [],
  refundable: 0,
};

describe("staff's dispute page", () => {
  it("shows the booking's dates as the client, the host and the agreement read them: to Thu 14 Jan, not Fri 15 Jan", async () => {
    server.use(http.get('/api/admin/disputes/d1', () => HttpResponse.json(detail)));
    renderApp(<AdminDisputePage disputeId="d1" />, { url: '/disputes/d1', user: admin });
    expect(await screen.findByText('Fri, 1 Jan 2027 – Thu, 14 Jan 2027')).toBeInTheDocument();
    expect(screen.queryByText(/15 Jan 2027/)).not.toBeInTheDocument();
  });
});
