import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { discoveryMessages } from '@espasyo/domain/messages/discovery';
import { act, fireEvent } from '@testing-library/react';
import { buildPublicListing, buildUser, errorBody, renderApp, screen, server } from '@/testing/test-utils';
import { useAddBlock } from '@/features/listings/api/use-availability';
import { PhonePriceBar } from './phone-price-bar';
import { PriceBox } from './price-box';

const listing = buildPublicListing({ id: 'l1', capacity: 4, pricePerHour: 3500, pricePerDay: 15000 });
const quote = (url: URL) => ({
  listingId: 'l1',
  from: url.searchParams.get('from'),
  to: url.searchParams.get('to'),
  days: 3,
  hours: null,
  units: Number(url.searchParams.get('units')),
  currency: 'PHP',
  lines: [{ unit: 'day', count: 3, price: 15000, amount: 45000 }],
  subtotal: 45000 * Number(url.searchParams.get('units')),
  taxRate: 12,
  tax: 10800,
  total: 100800,
});

/** An hourly quote: 'hours' of the address at ₱35 an hour. */
const hourly = (url: URL) => {
  const hours = Number(url.searchParams.get('hours'));
  return {
    ...quote(url),
    days: null,
    hours,
    lines: [{ unit: 'hour', count: hours, price: 3500, amount: 3500 * hours }],
    subtotal: 3500 * hours,
    taxRate: 0,
    tax: 0,
    total: 3500 * hours,
  };
};

describe('price box', () => {
  it('asks for dates, then shows the server price for the dates and units in the address', async () => {
    const asked: string[] = [];
    server.use(
      http.get('/api/listings/l1/quote', ({ request }) => {
        const url = new URL(request.url);
        asked.push(url.search);
        return HttpResponse.json(quote(url));
      }),
    );
    renderApp(<PriceBox listing={listing} />, { url: '/spaces/l1', path: '/spaces/:listingId' });
    expect(screen.getByText('Choose your dates to see the total.')).toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it('prices the stay of the address and changes it with the units', async () => {
    const asked: string[] = [];
    server.use(
      http.get('/api/listings/l1/quote', ({ request }) => {
        const url = new URL(request.url);
        asked.push(url.search);
        return HttpResponse.json(quote(url));
      }),
    );
    const { user } = renderApp(<PriceBox listing={listing} />, {
      url: '/spaces/l1?from=2026-12-01&to=2026-12-03',
      path: '/spaces/:listingId',
    });
    expect(await screen.findByText('₱150 × 3 days')).toBeInTheDocument();
    expect(screen.getByText('Tax (12%)')).toBeInTheDocument();
    expect(screen.getByText('₱1,008')).toBeInTheDocument();
    expect(asked).toEqual(['?from=2026-12-01&to=2026-12-03&units=1']);

    await user.selectOptions(await screen.findByLabelText('Units'), '2');
    expect(await screen.findByText('₱150 × 3 days × 2 units')).toBeInTheDocument();
    expect(asked.at(-1)).toBe('?from=2026-12-01&to=2026-12-03&units=2');
    // Times count only within one day: over several, whole days, and the box says so.
    expect(screen.queryByLabelText('Arrival time')).not.toBeInTheDocument();
    expect(screen.getByText(/Over more than one day you book whole days/)).toBeInTheDocument();
  });

  it('keeps both dates when they change before the page renders again (typed fast, or filled at once)', async () => {
    server.use(http.get('/api/listings/l1/quote', ({ request }) => HttpResponse.json(quote(new URL(request.url)))));
    const { router } = renderApp(<PriceBox listing={listing} />, { url: '/spaces/l1', path: '/spaces/:listingId' });
    const start = await screen.findByLabelText('Arrive');
    act(() => {
      fireEvent.change(start, { target: { value: '2026-12-01' } });
      fireEvent.change(screen.getByLabelText('Leave'), { target: { value: '2026-12-03' } });
    });
    expect(router.state.location.search).toBe('?from=2026-12-01&to=2026-12-03');
    expect(await screen.findByText('₱150 × 3 days')).toBeInTheDocument();
  });

  it("shows the server's refusal under the input it is about", async () => {
    server.use(
      http.get('/api/listings/l1/quote', () =>
        HttpResponse.json(
          errorBody('capacity_exceeded', 'Check the form', {
            units: 'Only 1 unit is free on Wed, 2 Dec 2026; you asked for 3.',
          }),
          { status: 409 },
        ),
      ),
    );
    renderApp(<PriceBox listing={listing} />, {
      url: '/spaces/l1?from=2026-12-01&to=2026-12-03&units=3',
      path: '/spaces/:listingId',
    });
    expect(await screen.findByText('Only 1 unit is free on Wed, 2 Dec 2026; you asked for 3.')).toBeInTheDocument();
    expect(screen.getByLabelText('Units')).toHaveAttribute('aria-invalid', 'true');
  });

  it('books a listing priced by the hour from an arrival to a leaving time, and the phone bar shows that quote', async () => {
    const asked: string[] = [];
    server.use(
      http.get('/api/listings/l1/quote', ({ request }) => {
        const url = new URL(request.url);
        asked.push(url.search);
        return HttpResponse.json(hourly(url));
      }),
    );
    const { user, router } = renderApp(
      <>
        <PriceBox listing={listing} />
        <PhonePriceBar listing={listing} />
      </>,
      { url: '/spaces/l1', path: '/spaces/:listingId' },
    );
    // Before any choice the bar shows the listing's price, as the server rendered it.
    expect(screen.getByText('per day', { selector: 'p' })).toHaveTextContent('₱150 per day');

    // The leaving day follows the arrival's: one day, and its times are asked for.
    fireEvent.change(await screen.findByLabelText('Arrive'), { target: { value: '2026-12-01' } });
    expect(screen.getByLabelText('Leave')).toHaveValue('2026-12-01');
    expect(await screen.findByText('Choose when you arrive and leave to see the total.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Arrival time'), '10:00 AM');
    // Leaving is after arriving, up to midnight.
    const leaving = screen.getByLabelText('Leaving time');
    expect([...leaving.querySelectorAll('option')].map((o) => o.textContent).slice(1, 3)).toEqual([
      '11:00 AM',
      '12:00 PM',
    ]);
    expect(leaving.querySelector('option:last-child')).toHaveTextContent('Midnight');
    await user.selectOptions(leaving, '1:00 PM');
    expect(router.state.location.search).toBe('?from=2026-12-01&to=2026-12-01&at=10%3A00&until=13%3A00');
    expect(await screen.findByText('₱35 × 3 hours')).toBeInTheDocument();
    expect(asked).toEqual(['?from=2026-12-01&to=2026-12-01&units=1&hours=3']);
    expect(screen.getByText(/for 3 hours/)).toHaveTextContent('₱105 for 3 hours');
    expect(screen.getByRole('link', { name: 'Review and book' })).toHaveAttribute('href', '#price-box');

    // An arrival at or after the leaving time lets the leaving time go.
    await user.selectOptions(screen.getByLabelText('Arrival time'), '2:00 PM');
    expect(screen.getByLabelText('Leaving time')).toHaveValue('');
    expect(screen.getByText('Choose when you arrive and leave to see the total.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Leaving time'), 'Midnight');
    expect(await screen.findByText('₱35 × 10 hours')).toBeInTheDocument();
    expect(asked.at(-1)).toBe('?from=2026-12-01&to=2026-12-01&units=1&hours=10');
  });

  it('sends a visitor to sign in, a client to their messages, and shows the host nothing', async () => {
    const visitor = renderApp(<PriceBox listing={listing} />, { url: '/spaces/l1', path: '/spaces/:listingId' });
    const ask = await screen.findByRole('link', { name: 'Message host' });
    expect(ask).toHaveAttribute('href', '/signin');
    // Signing in comes back to the messages with this listing's conversation open to write.
    await visitor.user.click(ask);
    expect(visitor.router.state.location.pathname).toBe('/signin');
    expect(visitor.router.state.location.state).toEqual({
      from: { pathname: '/client/messages', search: '?listing=l1' },
    });
    visitor.unmount();

    const client = renderApp(<PriceBox listing={listing} />, {
      url: '/client/listing/l1',
      path: '/client/listing/:listingId',
      user: buildUser({ role: 'client' }),
    });
    expect(await screen.findByRole('link', { name: 'Message host' })).toHaveAttribute(
      'href',
      '/client/messages?listing=l1',
    );
    client.unmount();

    renderApp(<PriceBox listing={listing} />, {
      url: '/spaces/l1',
      path: '/spaces/:listingId',
      user: buildUser({ role: 'host' }),
    });
    await screen.findByText('Choose your dates to see the total.');
    expect(screen.queryByRole('link', { name: 'Message host' })).not.toBeInTheDocument();
  });

  it('prices the stay again when the host takes units off the calendar', async () => {
    let free = 4;
    const full = discoveryMessages.quote.unavailable('2026-12-01', 0, 1);
    server.use(
      http.get('/api/listings/l1/quote', ({ request }) =>
        free > 0
          ? HttpResponse.json(quote(new URL(request.url)))
          : HttpResponse.json(errorBody('capacity_exceeded', full, { units: full }), { status: 409 }),
      ),
      http.post('/api/host/listings/l1/blocks', () => {
        free = 0;
        return HttpResponse.json(
          {
            id: 'b1',
            startDate: '2026-12-01',
            endDate: '2026-12-03',
            units: 4,
            note: null,
            createdAt: '2026-11-24T00:00:00Z',
          },
          { status: 201 },
        );
      }),
    );
    function BlockAll() {
      const add = useAddBlock('l1');
      return (
        <button type="button" onClick={() => add.mutate({ startDate: '2026-12-01', endDate: '2026-12-03', units: 4 })}>
          Block
        </button>
      );
    }
    const { user } = renderApp(
      <>
        <PriceBox listing={listing} />
        <BlockAll />
      </>,
      { url: '/spaces/l1?from=2026-12-01&to=2026-12-03', path: '/spaces/:listingId' },
    );
    expect(await screen.findByText('₱150 × 3 days')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Block' }));
    expect(await screen.findByText(full)).toBeInTheDocument();
  });
});
