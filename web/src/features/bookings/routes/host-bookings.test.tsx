import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import type { Booking } from '@espasyo/domain/contracts/bookings';
import { buildUser, errorBody, renderApp, screen, server, waitFor, within } from '@/testing/test-utils';
import HostBookingsPage from './host-bookings';
import { buildHostBooking, fromNow, HOUR } from '../host-booking.fixtures';

const host = buildUser({ userType: 'host', type: 'host' });

/** GET /api/host/bookings answering `lists[group]` (a function: read at each call); the queries it got. */
function serveLists(lists: Partial<Record<string, () => { items: Booking[]; total?: number }>>) {
  const asked: string[] = [];
  server.use(
    http.get('/api/host/bookings', ({ request }) => {
      const url = new URL(request.url);
      asked.push(url.search);
      const list = lists[url.searchParams.get('group') ?? '']?.();
      if (!list) return HttpResponse.json(errorBody('internal_error', 'Boom'), { status: 500 });
      return HttpResponse.json({
        items: list.items,
        total: list.total ?? list.items.length,
        page: Number(url.searchParams.get('page')),
        pageSize: 20,
      });
    }),
  );
  return asked;
}

const open = (url = '/host/bookings') => renderApp(<HostBookingsPage />, { url, path: '/host/bookings', user: host });

const request = () => buildHostBooking({ dueAt: fromNow(5 * HOUR + 20 * 60_000 + 30_000) });

describe('/host/bookings', { timeout: 20_000 }, () => {
  it('shows requests first: the client, listing, dates, units, earnings, status and the time left to answer', async () => {
    const asked = serveLists({ requests: () => ({ items: [request()] }) });
    open();
    const section = await screen.findByRole('region', { name: 'Requests waiting for your answer' });
    const card = within(await within(section).findByRole('listitem'));
    expect(screen.getByRole('link', { name: /Requests/ })).toHaveAttribute('aria-current', 'page');
    expect(card.getByRole('link', { name: 'Dry room in Bel-Air' })).toHaveAttribute('href', '/host/bookings/b1');
    expect(card.getByText('Bea Villanueva')).toBeInTheDocument();
    expect(card.getByText('Tue, 1 Dec 2026 – Thu, 3 Dec 2026')).toBeInTheDocument();
    expect(card.getByText('3 days · 2 units')).toBeInTheDocument();
    expect(card.getByText('₱819')).toBeInTheDocument();
    expect(card.getByText('Requested')).toBeInTheDocument();
    expect(card.getByText('5 hours 20 minutes left to answer')).toBeInTheDocument();
    expect(
      card.getByRole('button', { name: 'Accept request from Bea Villanueva for Dry room in Bel-Air' }),
    ).toBeVisible();
    expect(
      card.getByRole('button', { name: 'Decline request from Bea Villanueva for Dry room in Bel-Air' }),
    ).toBeVisible();
    expect(asked).toContain('?group=requests&page=1&pageSize=20');
  });

  it('accepts a request: the request is sent, the host is told what comes next, and the list is read again', async () => {
    let answered = false;
    serveLists({ requests: () => ({ items: answered ? [] : [request()] }) });
    const accepted: string[] = [];
    server.use(
      http.post('/api/bookings/b1/accept', () => {
        accepted.push('b1');
        answered = true;
        return HttpResponse.json(
          buildHostBooking({ status: 'awaiting_payment', dueAt: '2026-12-01T02:00:00.000Z', actions: ['cancel'] }),
        );
      }),
    );
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: /^Accept request/ }));
    expect(await screen.findByText('Request accepted')).toBeInTheDocument();
    expect(
      screen.getByText('Bea Villanueva has until Tue, 1 Dec 2026, 10:00 AM to pay to confirm it.'),
    ).toBeInTheDocument();
    expect(accepted).toEqual(['b1']);
    expect(await screen.findByRole('heading', { name: 'No requests waiting' })).toBeInTheDocument();
  });

  it('declining needs a reason: none is refused at once, the server’s refusal shows under the field, then it goes', async () => {
    serveLists({ requests: () => ({ items: [request()] }) });
    const sent: unknown[] = [];
    server.use(
      http.post('/api/bookings/b1/decline', async ({ request: r }) => {
        const body = (await r.json()) as { reason?: string };
        sent.push(body);
        if (body.reason === 'Sorry')
          return HttpResponse.json(
            errorBody('validation_error', 'Check the form', { reason: 'Say a little more than that' }),
            { status: 400 },
          );
        return HttpResponse.json(buildHostBooking({ status: 'declined', reason: body.reason ?? null, actions: [] }));
      }),
    );
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: /^Decline request/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline this request?' });
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
    await user.click(within(dialog).getByRole('button', { name: 'Decline request' }));
    expect(await within(dialog).findByText('Give a reason: the other side will see it.')).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveFocus();
    expect(sent).toEqual([]);

    await user.type(reason, 'Sorry');
    await user.click(within(dialog).getByRole('button', { name: 'Decline request' }));
    expect(await within(dialog).findByText('Say a little more than that')).toBeInTheDocument();
    expect(reason).toHaveFocus();

    await user.clear(reason);
    await user.type(reason, 'The room is being repainted that week');
    await user.click(within(dialog).getByRole('button', { name: 'Decline request' }));
    expect(await screen.findByText('Request declined. The client has been told why.')).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({ reason: 'The room is being repainted that week' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the group in the address, says what an empty one means, and pages through a long one', async () => {
    const asked = serveLists({
      requests: () => ({ items: [] }),
      upcoming: () => ({ items: [] }),
      past: () => ({ items: [buildHostBooking({ status: 'completed', actions: [] })], total: 45 }),
    });
    const { user } = open();
    expect(await screen.findByRole('heading', { name: 'No requests waiting' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Upcoming' }));
    expect(await screen.findByRole('heading', { name: 'No upcoming bookings' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upcoming' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'See my listings' })).toHaveAttribute('href', '/host/listings');
    await user.click(screen.getByRole('link', { name: 'Past' }));
    expect(await screen.findByText('Showing 1–20 of 45')).toBeInTheDocument();
    // A past booking has no actions: no buttons on its card.
    expect(screen.queryByRole('button', { name: /Accept|Decline/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 21–40 of 45')).toBeInTheDocument();
    expect(asked.at(-1)).toBe('?group=past&page=2&pageSize=20');
  });

  it('says when the list could not be loaded, and tries again', async () => {
    let fail = true;
    serveLists({ requests: () => (fail ? (undefined as never) : { items: [request()] }) });
    const { user } = open();
    expect(await screen.findByText('Your bookings could not be loaded')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Dry room in Bel-Air' })).toBeInTheDocument();
  });
});
