import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import type { AdminDisputeDetail } from '@espasyo/domain/contracts/disputes';
import { disputeMessages as m } from '@espasyo/domain/messages/disputes';
import { buildBooking } from '@/features/bookings/booking.fixtures';
import { buildChecklists } from '@/features/bookings/handover/checklists.fixtures';
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
  checklists: buildChecklists({ viewer: 'admin' }),
  deposit: null,
};

const open = (d: AdminDisputeDetail) => {
  server.use(http.get('/api/admin/disputes/d1', () => HttpResponse.json(d)));
  return renderApp(<AdminDisputePage disputeId="d1" />, { url: '/disputes/d1', user: admin });
};

describe("staff's dispute page", () => {
  it("shows the resolve form while the dispute's actions (the process table's) hold resolve, the decision once resolved", async () => {
    const { unmount } = open(detail);
    expect(await screen.findByRole('form', { name: m.admin.resolve.heading })).toBeInTheDocument();
    unmount();

    const resolution = {
      decision: 'The photos show no damage.',
      refundAmount: 0,
      resolvedAt: '2026-11-25T02:00:00.000Z',
      resolvedByName: 'Ana Reyes',
    };
    open({
      ...detail,
      dispute: buildDispute({ viewerSide: 'staff', status: 'resolved', canWrite: false, resolution }),
    });
    expect(await screen.findByText('The photos show no damage.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: m.admin.resolve.heading })).not.toBeInTheDocument();
  });

  it('shows no resolve form when the server gives no action, whatever the status', async () => {
    open({ ...detail, dispute: buildDispute({ viewerSide: 'staff', actions: [] }) });
    expect(
      await screen.findByText('The gate was broken when I arrived and the guard refused entry.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: m.admin.resolve.heading })).not.toBeInTheDocument();
  });

  it("shows the booking's dates as the client, the host and the agreement read them: to Thu 14 Jan, not Fri 15 Jan", async () => {
    server.use(http.get('/api/admin/disputes/d1', () => HttpResponse.json(detail)));
    renderApp(<AdminDisputePage disputeId="d1" />, { url: '/disputes/d1', user: admin });
    expect(await screen.findByText('Fri, 1 Jan 2027 – Thu, 14 Jan 2027')).toBeInTheDocument();
    expect(screen.queryByText(/15 Jan 2027/)).not.toBeInTheDocument();
  });
});
