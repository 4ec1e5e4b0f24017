import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import type { Availability, CalendarBooking, HostListing, ListingBlock } from '@espasyo/domain/contracts/listings';
import { listingMessages } from '@espasyo/domain/messages/listings';
import { addMonths, datesOf, monthLabel, monthOf } from '@/lib/calendar';
import { calendarDay } from '@/lib/format';
import { buildUser, errorBody, renderApp, screen, server, waitFor, within } from '@/testing/test-utils';
import ListingAvailabilityPage from './listing-availability';

const host = buildUser({ userType: 'host' });
const id = 'listing-1';
const month = addMonths(monthOf(calendarDay()), 1); // every day of it is ahead
const day = (n: number) => `${month}-${String(n).padStart(2, '0')}`;

/** The listing (capacity `capacity`) and its calendar, which counts `bookings` and the blocks added through the API. */
function listingApi({ capacity = 3, bookings = [] as CalendarBooking[], blocks = [] as ListingBlock[] } = {}) {
  const sent: unknown[] = [];
  let refuseNext = true;
  server.use(
    http.get(`/api/host/listings/${id}`, () =>
      HttpResponse.json({ id, title: 'Roll-up unit in Cubao', capacity, status: 'active' } as Partial<HostListing>),
    ),
    http.get(`/api/host/listings/${id}/availability`, ({ request }) => {
      const m = new URL(request.url).searchParams.get('month')!;
      const units = (list: { startDate: string; endDate: string | null; units: number }[], date: string) =>
        list
          .filter((b) => b.startDate <= date && (b.endDate === null || date <= b.endDate))
          .reduce((n, b) => n + b.units, 0);
      const days = datesOf(m).map((date) => {
        const [blocked, booked] = [units(blocks, date), units(bookings, date)];
        return { date, blocked, booked, free: capacity - blocked - booked };
      });
      return HttpResponse.json({ month: m, capacity, days, blocks, bookings } satisfies Availability);
    }),
    http.post(`/api/host/listings/${id}/blocks`, async ({ request }) => {
      const body = (await request.json()) as Omit<ListingBlock, 'id' | 'createdAt'>;
      sent.push(body);
      if (refuseNext) {
        refuseNext = false;
        const message = listingMessages.blocks.overCapacity(body.startDate, 2);
        return HttpResponse.json(errorBody('capacity_exceeded', message, { units: message }), { status: 409 });
      }
      const block = { ...body, id: `block-${blocks.length + 1}`, createdAt: new Date().toISOString() };
      blocks.push(block);
      return HttpResponse.json(block, { status: 201 });
    }),
    http.delete(`/api/host/listings/${id}/blocks/:blockId`, ({ params }) => {
      blocks.splice(
        blocks.findIndex((b) => b.id === params.blockId),
        1,
      );
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { sent };
}

const render = () =>
  renderApp(<ListingAvailabilityPage />, {
    url: `/host/listings/${id}/availability?month=${month}`,
    path: '/host/listings/:listingId/availability',
    user: host,
  });

const dayButton = (n: number, free = '\\d') =>
  screen.findByRole('button', { name: new RegExp(`^\\w+ ${n} ${monthLabel(month)}, ${free} of 3 free`) });

// Many user-event steps and API round trips each: room for a busy machine.
describe('a listing’s availability page', { timeout: 20_000 }, () => {
  it('takes the dates from the calendar, shows the server’s refusal under Units, then blocks and unblocks', async () => {
    const { sent } = listingApi();
    const { user } = render();
    expect(await screen.findByText('Roll-up unit in Cubao')).toBeInTheDocument();
    expect(screen.getByRole('grid', { name: monthLabel(month) })).toBeInTheDocument();

    await user.click(await dayButton(10, '3'));
    expect(screen.getByLabelText(/^First day/)).toHaveValue(day(10));
    expect(screen.getByLabelText(/^Last day/)).toHaveValue('');
    await user.click(await dayButton(12));
    expect(screen.getByLabelText(/^Last day/)).toHaveValue(day(12));
    expect(screen.getByText(/\(3 days\)\.$/)).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^Units to block/));
    await user.type(screen.getByLabelText(/^Units to block/), '2');
    await user.type(screen.getByLabelText(/^Note/), 'Repairs');
    await user.click(screen.getByRole('button', { name: 'Block dates' }));

    const refusal = listingMessages.blocks.overCapacity(day(10), 2);
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Units to block/)).toHaveAccessibleDescription(
      expect.stringContaining(refusal) as unknown as string,
    );
    expect(sent[0]).toEqual({ startDate: day(10), endDate: day(12), units: 2, note: 'Repairs' });

    await user.click(screen.getByRole('button', { name: 'Block dates' }));
    expect(await screen.findByText(/^Blocked 2 units: /)).toBeInTheDocument();
    expect(await dayButton(11, '1')).toBeInTheDocument();
    expect(await dayButton(13, '3')).toBeInTheDocument();
    expect(screen.getByLabelText(/^First day/)).toHaveValue('');

    const blocks = screen.getByRole('region', { name: `Blocked in ${monthLabel(month)}` });
    expect(within(blocks).getByText('Repairs')).toBeInTheDocument();
    expect(within(blocks).getByText('2 of 3 units')).toBeInTheDocument();
    await user.click(within(blocks).getByRole('button', { name: /^Unblock / }));
    expect(await screen.findByText(/^Unblocked: /)).toBeInTheDocument();
    await waitFor(() => expect(within(blocks).getByText(/^No dates are blocked/)).toBeInTheDocument());
    expect(await dayButton(11, '3')).toBeInTheDocument();
  });

  it("says 'Booked' on the days clients booked and 'Blocked' on the host's, and lists the month's bookings", async () => {
    const booking = (over: Partial<CalendarBooking>): CalendarBooking => ({
      id: 'b1',
      status: 'confirmed',
      kind: 'days',
      startDate: day(10),
      endDate: day(12),
      startsAt: `${day(9)}T16:00:00.000Z`,
      endsAt: `${day(12)}T16:00:00.000Z`,
      units: 1,
      clientName: 'Bea Villanueva',
      ...over,
    });
    listingApi({
      capacity: 1,
      bookings: [booking({}), booking({ id: 'b2', status: 'pending', startDate: day(20), endDate: day(20) })],
      blocks: [{ id: 'k1', startDate: day(15), endDate: day(15), units: 1, note: 'Repairs', createdAt: '' }],
    });
    render();
    const grid = await screen.findByRole('grid', { name: monthLabel(month) });
    const cell = async (n: number) =>
      within(grid).findByRole('button', { name: new RegExp(`^\\w+ ${n} ${monthLabel(month)}, `) });
    expect(await cell(11)).toHaveAccessibleName(expect.stringMatching(/0 of 1 free, 1 booked$/));
    expect(within(await cell(11)).getByText('Booked')).toBeInTheDocument();
    expect(within(await cell(15)).getByText('Blocked')).toBeInTheDocument();
    expect(await cell(15)).toHaveAccessibleName(expect.stringMatching(/0 of 1 free, 1 blocked$/));
    expect(within(await cell(16)).getByText('Free')).toBeInTheDocument();

    const booked = screen.getByRole('region', { name: `Booked in ${monthLabel(month)}` });
    const [first, second] = within(booked).getAllByRole('listitem');
    expect(within(first).getByRole('link')).toHaveAttribute('href', '/host/bookings/b1');
    expect(within(first).getByText('Bea Villanueva · The whole space')).toBeInTheDocument();
    expect(within(first).getByText('Confirmed')).toBeInTheDocument();
    expect(within(second).getByText('Requested')).toBeInTheDocument();
    const blocked = screen.getByRole('region', { name: `Blocked in ${monthLabel(month)}` });
    expect(within(blocked).getByText('Repairs')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'What the colours mean' })).toHaveTextContent(
      /All free.*Booked.*Some blocked.*None free/,
    );
  });

  it('checks the form with the domain schema before sending', async () => {
    const { sent } = listingApi();
    const { user } = render();
    await user.click(await dayButton(10, '3'));
    await user.click(screen.getByRole('button', { name: 'Block dates' }));
    expect(await screen.findByText(listingMessages.blocks.endDate)).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });
});
