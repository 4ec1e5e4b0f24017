import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { useLocation } from 'react-router';
import { bookingMessages } from '@espasyo/domain/messages/bookings';
import {
  buildPublicListing,
  buildUser,
  currentLocation,
  errorBody,
  renderApp,
  screen,
  server,
  waitFor,
} from '@/testing/test-utils';
import { PriceBox } from '@/features/listings/components/price-box';
import { buildBooking } from '../booking.fixtures';

const client = buildUser({ userType: 'client', type: 'client' });
const requestListing = buildPublicListing({ id: 'l1', instantBook: false, pricePerHour: 5000 });
const instantListing = buildPublicListing({ id: 'l1', instantBook: true });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const quote = {
  listingId: 'l1',
  from: '2026-12-01',
  to: '2026-12-03',
  days: 3,
  hours: null,
  units: 2,
  currency: 'PHP',
  lines: [{ unit: 'day', count: 3, price: 15000, amount: 45000 }],
  subtotal: 90000,
  taxRate: 0,
  tax: 0,
  total: 90000,
};

/** The price box's quote, and POST /api/bookings answering `answers` in turn; the requests it received. */
function serve(...answers: (() => Response)[]) {
  const sent: { body: unknown; key: string | null }[] = [];
  server.use(
    http.get('/api/listings/l1/quote', () => HttpResponse.json(quote)),
    http.post('/api/bookings', async ({ request }) => {
      sent.push({ body: await request.json(), key: request.headers.get('Idempotency-Key') });
      return (answers[sent.length - 1] ?? answers.at(-1)!)();
    }),
  );
  return sent;
}
const created = (status = 'pending') => HttpResponse.json(buildBooking({ id: 'b9', status } as never), { status: 201 });

const open = (listing = requestListing, url = '/spaces/l1?from=2026-12-01&to=2026-12-03&units=2', user = client) =>
  renderApp(<PriceBox listing={listing} />, { url, path: '/spaces/:listingId', user });

describe('the book button', () => {
  it("requests a request-to-book listing's dates and units with an Idempotency-Key, then opens the booking", async () => {
    const sent = serve(() => created());
    const { user } = open();
    const button = await screen.findByRole('button', { name: 'Request to book' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    expect(await currentLocation()).toBe('/client/bookings/b9');
    expect(sent).toHaveLength(1);
    expect(sent[0].body).toEqual({ listingId: 'l1', startDate: '2026-12-01', endDate: '2026-12-03', units: 2 });
    expect(sent[0].key).toMatch(UUID);
  });

  it("says 'Book now' on an instant-book listing", async () => {
    const sent = serve(() => created('awaiting_payment'));
    const { user } = open(instantListing);
    const button = await screen.findByRole('button', { name: 'Book now' });
    await waitFor(() => expect(button).toBeEnabled());
    expect(screen.queryByRole('button', { name: 'Request to book' })).not.toBeInTheDocument();
    await user.click(button);
    expect(await currentLocation()).toBe('/client/bookings/b9');
    expect(sent).toHaveLength(1);
  });

  it('sends the same key again after a lost answer, so a retry never books twice; a refusal starts afresh', async () => {
    const sent = serve(
      () => HttpResponse.json(errorBody('internal_error', 'Boom'), { status: 500 }),
      () => HttpResponse.json(errorBody('capacity_exceeded', bookingMessages.unitsFull), { status: 409 }),
      () => created(),
    );
    const { user } = open();
    const button = await screen.findByRole('button', { name: 'Request to book' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent('An unexpected error occurred.');
    await user.click(button);
    expect(await screen.findByText(bookingMessages.unitsFull)).toBeInTheDocument();
    expect(sent[1].key).toBe(sent[0].key);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Request to book' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Request to book' }));
    expect(await currentLocation()).toBe('/client/bookings/b9');
    expect(sent).toHaveLength(3);
    expect(sent[2].key).toMatch(UUID);
    expect(sent[2].key).not.toBe(sent[0].key);
  });

  it('sends one request for a double click', async () => {
    const sent = serve(() => created());
    const { user } = open();
    const button = await screen.findByRole('button', { name: 'Request to book' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.dblClick(button);
    expect(await currentLocation()).toBe('/client/bookings/b9');
    expect(sent).toHaveLength(1);
  });

  it("shows a refusal by its code: the words for own_listing, the server's for verification with a way to verify", async () => {
    serve(
      () => HttpResponse.json(errorBody('own_listing', 'Nope'), { status: 403 }),
      () =>
        HttpResponse.json(errorBody('verification_required', bookingMessages.verificationRequired('phone number')), {
          status: 403,
        }),
    );
    const { user } = open();
    const button = await screen.findByRole('button', { name: 'Request to book' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(bookingMessages.ownListing);
    await user.click(button);
    expect(await screen.findByText('Before you book, verify your phone number.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Verify on your profile' })).toHaveAttribute('href', '/client/profile');
  });

  it("shows the cap of open requests in the server's words, with the way to the client's requests", async () => {
    const sent = serve(
      () => HttpResponse.json(errorBody('open_requests_limit', bookingMessages.openRequests(5)), { status: 409 }),
      () => created(),
    );
    const { user } = open();
    const button = await screen.findByRole('button', { name: 'Request to book' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "You have 5 requests waiting for a host's answer. Wait for an answer or cancel one before requesting another.",
    );
    expect(screen.getByRole('link', { name: 'See your requests in My Bookings' })).toHaveAttribute(
      'href',
      '/client/bookings',
    );
    // Nothing was written: the next attempt is a new request.
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    expect(await currentLocation()).toBe('/client/bookings/b9');
    expect(sent[1].key).not.toBe(sent[0].key);
  });

  it('books an hourly stay from its arrival to its leaving time, as instants of the platform zone', async () => {
    const sent = serve(() => created());
    server.use(http.get('/api/listings/l1/quote', () => HttpResponse.json({ ...quote, days: null, hours: 3 })));
    const { user } = open(requestListing, '/spaces/l1?from=2026-12-01&to=2026-12-01');
    const button = await screen.findByRole('button', { name: 'Request to book' });
    expect(screen.getByText('Choose when you arrive and leave to book.')).toBeInTheDocument();
    expect(button).toBeDisabled();
    await user.selectOptions(await screen.findByLabelText('Arrival time'), '9:00 AM');
    expect(button).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Leaving time'), '12:00 PM');
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    expect(await currentLocation()).toBe('/client/bookings/b9');
    expect(sent[0].body).toEqual({
      listingId: 'l1',
      startAt: '2026-12-01T01:00:00.000Z',
      endAt: '2026-12-01T04:00:00.000Z',
      units: 1,
    });
  });

  it('requests a monthly rental with no end date: the choice asks the first day only and sends monthly: true, no endDate (issue 32)', async () => {
    const sent = serve(() => created());
    const asked: string[] = [];
    server.use(http.get('/api/listings/l1/quote', ({ request }) => void asked.push(request.url)));
    const monthlyListing = buildPublicListing({ id: 'l1', instantBook: false, pricePerMonth: 250000, capacity: 3 });
    const { user, router } = open(monthlyListing, '/spaces/l1?from=2026-12-01&to=2026-12-03&units=2');
    await user.click(await screen.findByRole('radio', { name: 'Monthly, no end date' }));
    await waitFor(() => expect(router.state.location.search).toContain('monthly=1'));
    expect(screen.queryByLabelText('End')).not.toBeInTheDocument();
    expect(await screen.findByLabelText('Move in')).toHaveValue('2026-12-01');
    expect(screen.getByText(/You pay the first month to confirm it/)).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Request to rent monthly' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    expect(await currentLocation()).toBe('/client/bookings/b9');
    expect(sent).toHaveLength(1);
    expect(sent[0].body).toEqual({ listingId: 'l1', startDate: '2026-12-01', units: 2, monthly: true });
    expect(sent[0].body).not.toHaveProperty('endDate');
    // Only the fixed dates it showed first were priced: a monthly rental has no stay to price.
    expect(asked.every((url) => url.includes('to=2026-12-03'))).toBe(true);
  });

  it('waits for the day a monthly rental starts, and offers no monthly rental without a monthly price', async () => {
    serve(() => created());
    const monthlyListing = buildPublicListing({ id: 'l1', instantBook: true, pricePerMonth: 250000 });
    const first = open(monthlyListing, '/spaces/l1?monthly=1');
    expect(await screen.findByRole('radio', { name: 'Monthly, no end date' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Rent monthly now' })).toBeDisabled();
    expect(screen.getByText('Choose the day you move in to book.')).toBeInTheDocument();
    first.unmount();
    open(instantListing, '/spaces/l1?monthly=1&from=2026-12-01');
    expect(await screen.findByRole('button', { name: 'Book now' })).toBeDisabled();
    expect(screen.queryByRole('radio', { name: 'Monthly, no end date' })).not.toBeInTheDocument();
  });

  it('asks a visitor to sign in and brings them back to the same dates and units', async () => {
    server.use(http.get('/api/listings/l1/quote', () => HttpResponse.json(quote)));
    function SignIn() {
      const from = (useLocation().state as { from?: { pathname: string; search: string } } | null)?.from;
      return <p>Sign in, then back to {`${from?.pathname}${from?.search}`}</p>;
    }
    const { user } = renderApp(<PriceBox listing={requestListing} />, {
      url: '/spaces/l1?from=2026-12-01&to=2026-12-03&units=2',
      path: '/spaces/:listingId',
      routes: [{ path: '/signin', element: <SignIn /> }],
    });
    await user.click(await screen.findByRole('link', { name: 'Request to book' }));
    expect(
      await screen.findByText('Sign in, then back to /spaces/l1?from=2026-12-01&to=2026-12-03&units=2'),
    ).toBeInTheDocument();
  });

  it('tells a host or staff why they cannot book, and a host that it is their own space', async () => {
    server.use(http.get('/api/listings/l1/quote', () => HttpResponse.json(quote)));
    const host = open(requestListing, undefined, buildUser({ userType: 'host', type: 'host' }));
    expect(await screen.findByText(/Bookings are made from a client account\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request to book' })).not.toBeInTheDocument();
    host.unmount();
    open(requestListing, undefined, buildUser({ id: 'h1', userType: 'host', type: 'host' }));
    expect(await screen.findByText(bookingMessages.ownListing)).toBeInTheDocument();
  });
});
