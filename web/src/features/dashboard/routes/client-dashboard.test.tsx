import { describe, expect, it } from 'vitest';
import { delay, http, HttpResponse } from 'msw';
import type { Booking } from '@espasyo/domain/contracts/bookings';
import type { ListingSearchItem } from '@espasyo/domain/contracts/listings';
import type { Conversation } from '@espasyo/domain/contracts/messaging';
import type { PaymentHistoryItem } from '@espasyo/domain/contracts/receipts';
import { buildUser, errorBody, renderApp, screen, server, within } from '@/testing/test-utils';
import { buildBooking } from '@/features/bookings/booking.fixtures';
import { buildConversation } from '@/features/messages/messages.fixtures';
import { buildPaymentItem, buildPaymentsPage } from '@/features/payments/payment.fixtures';
import TutorialPage from '@/features/onboarding/routes/tutorial';
import ClientDashboardPage from './client-dashboard';

const client = buildUser({ userType: 'client', type: 'client' }); // verified, no photo

type Group = 'current' | 'upcoming' | 'unconfirmed';

/** What the client's account holds, as the API answers it; `bookings: 'fail'` answers 500 until `recover()`. */
function serveClient(a: {
  lists?: Partial<Record<Group, Booking[]>>;
  /** Pages holding more than they list. */
  totals?: Partial<Record<Group, number>>;
  /** Bookings made in any status (the `all` group's total). */
  made?: number;
  bookings?: 'fail' | 'hang';
  marked?: string[];
  favorites?: ListingSearchItem[];
  conversations?: Conversation[];
  payments?: PaymentHistoryItem[];
}) {
  let bookings = a.bookings;
  const asked: string[] = [];
  server.use(
    http.get('/api/bookings', async ({ request }) => {
      const url = new URL(request.url);
      asked.push(url.search);
      if (bookings === 'hang') await delay('infinite');
      if (bookings === 'fail') return HttpResponse.json(errorBody('internal_error', 'Boom'), { status: 500 });
      const group = url.searchParams.get('group') as Group | 'all';
      const items = group === 'all' ? [] : (a.lists?.[group] ?? []);
      const total = group === 'all' ? (a.made ?? 0) : (a.totals?.[group] ?? items.length);
      return HttpResponse.json({ items, total, page: 1, pageSize: Number(url.searchParams.get('pageSize')) });
    }),
    http.get('/api/me/progress/tutorial', () =>
      HttpResponse.json({ guide: 'tutorial', completed: a.marked ?? [], updatedAt: null }),
    ),
    http.get('/api/me/favorites', () =>
      HttpResponse.json({ items: a.favorites ?? [], total: a.favorites?.length ?? 0, page: 1, pageSize: 20 }),
    ),
    http.get('/api/me/recently-viewed', () => HttpResponse.json({ items: [] })),
    http.get('/api/conversations', () => {
      const items = a.conversations ?? [];
      return HttpResponse.json({ items, unread: items.reduce((n, c) => n + c.unread, 0) });
    }),
    http.get('/api/me/payments', () => HttpResponse.json(buildPaymentsPage(a.payments ?? []))),
    // The verification card beside the steps is not what these tests look at.
    http.get('/api/me/verification-requirements', () =>
      HttpResponse.json(errorBody('internal_error', 'Boom'), { status: 500 }),
    ),
    http.get('/api/me/verification', () => HttpResponse.json(errorBody('internal_error', 'Boom'), { status: 500 })),
  );
  return { asked, recover: () => void (bookings = undefined) };
}

const open = () => renderApp(<ClientDashboardPage />, { url: '/client-dashboard', user: client });

const space = (id: string, title: string): ListingSearchItem => ({
  id,
  title,
  type: 'storage',
  city: 'Makati',
  barangay: 'Bel-Air',
  capacity: 1,
  hostId: 'h1',
  instantBook: false,
  pricePerHour: null,
  pricePerDay: null,
  pricePerMonth: 300000,
  area: 4,
  coverUrl: `/api/files/listings/${id}-thumb.webp`,
  rating: 0,
  totalRatings: 0,
  distanceKm: null,
  latitude: 14.56,
  longitude: 121.03,
});

const inUse = buildBooking({ id: 'b-active', listingTitle: 'Storage in Pasig', status: 'active', dueAt: null });
const paid = buildBooking({ id: 'b-paid', listingTitle: 'Garage in Makati', status: 'confirmed', dueAt: null });
const toPay = buildBooking({
  id: 'b-pay',
  listingTitle: 'Covered slot near Ayala Triangle',
  listingCoverUrl: null,
  status: 'awaiting_payment',
  total: 15000,
  dueAt: '2026-11-24T02:30:00.000Z',
  actions: ['pay', 'cancel'],
});
const request = buildBooking({ id: 'b-request', listingTitle: 'Dry room in Bel-Air' });

/** The headings of the bookings' groups, in order, and each group's card titles. */
function groups() {
  const section = screen.getByRole('region', { name: 'Your bookings' });
  return within(section)
    .getAllByRole('region')
    .map((g) => [
      within(g).getByRole('heading', { level: 3 }).textContent,
      within(g)
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ]);
}

describe('the client dashboard: bookings still to come (design §10)', { timeout: 20_000 }, () => {
  it('in use and paid first, then awaiting payment with Pay and its deadline, then requests waiting for the host', async () => {
    // The upcoming list is by start date: the request and the unpaid one start first there.
    const { asked } = serveClient({
      lists: { current: [inUse], upcoming: [request, toPay, paid], unconfirmed: [toPay, request] },
      made: 9,
    });
    open();
    await screen.findByRole('heading', { level: 3, name: 'Current and upcoming' });
    expect(groups()).toEqual([
      ['Current and upcoming', ['Storage in Pasig', 'Garage in Makati']],
      ['Waiting for your payment', ['Covered slot near Ayala Triangle']],
      ['Waiting for the host', ['Dry room in Bel-Air']],
    ]);
    expect(asked).toEqual(
      expect.arrayContaining([
        '?group=current&page=1&pageSize=20',
        '?group=upcoming&page=1&pageSize=20',
        '?group=unconfirmed&page=1&pageSize=20',
        '?group=all&page=1&pageSize=1',
      ]),
    );

    const unpaid = within(screen.getByRole('region', { name: 'Waiting for your payment' }));
    expect(unpaid.getByText('Awaiting payment')).toBeInTheDocument();
    expect(unpaid.getByText('Pay by Tue, 24 Nov 2026, 10:30 AM to confirm it')).toBeInTheDocument();
    expect(unpaid.getByRole('link', { name: 'Pay ₱150 for Covered slot near Ayala Triangle' })).toHaveAttribute(
      'href',
      '/client/bookings/b-pay/checkout',
    );
    expect(unpaid.getByRole('link', { name: 'Covered slot near Ayala Triangle' })).toHaveAttribute(
      'href',
      '/client/bookings/b-pay',
    );

    const requested = within(screen.getByRole('region', { name: 'Waiting for the host' }));
    expect(requested.getByText('Requested')).toBeInTheDocument();
    expect(requested.getByText('Waiting for the host to answer, until Wed, 25 Nov 2026, 10:00 AM')).toBeInTheDocument();
    expect(requested.getByText('Tue, 1 Dec 2026 – Thu, 3 Dec 2026')).toBeInTheDocument();
    expect(requested.queryByRole('link', { name: /^Pay/ })).not.toBeInTheDocument();

    const booked = screen.getByRole('region', { name: 'Current and upcoming' });
    expect(within(booked).getByText('Active')).toBeInTheDocument();
    expect(within(booked).getByText('Confirmed')).toBeInTheDocument();
    // Each card with its listing's thumbnail (the placeholder for a listing without photos).
    expect(booked.querySelector('img')).toHaveAttribute('src', '/api/files/listings/dry-room-thumb.webp');
    expect(unpaid.getByRole('listitem').querySelector('img')).toHaveAttribute('src', '/api/placeholder/160/160');
    expect(screen.getByRole('link', { name: 'See all bookings' })).toHaveAttribute('href', '/client/bookings');
    expect(screen.queryByText('No bookings yet')).not.toBeInTheDocument();
  });

  it('shows three of a group and the way to the rest; a payment under review has no Pay', async () => {
    const many = [1, 2, 3, 4].map((n) =>
      buildBooking({ id: `c${n}`, listingTitle: `Locker ${n}`, status: 'confirmed', dueAt: null }),
    );
    const review = { ...toPay, paymentUnderReview: true, actions: ['cancel' as const] };
    serveClient({ lists: { upcoming: [review, ...many], unconfirmed: [review] }, made: 5 });
    open();
    await screen.findByRole('heading', { level: 3, name: 'Current and upcoming' });
    expect(groups()).toEqual([
      ['Current and upcoming', ['Locker 1', 'Locker 2', 'Locker 3']],
      ['Waiting for your payment', ['Covered slot near Ayala Triangle']],
    ]);
    const booked = within(screen.getByRole('region', { name: 'Current and upcoming' }));
    expect(booked.getByRole('link', { name: 'More in My Bookings' })).toHaveAttribute('href', '/client/bookings');
    const unpaid = within(screen.getByRole('region', { name: 'Waiting for your payment' }));
    expect(unpaid.getByText('Your payment is under review')).toBeInTheDocument();
    expect(unpaid.queryByRole('link', { name: /^Pay/ })).not.toBeInTheDocument();
    expect(unpaid.queryByRole('link', { name: 'More in My Bookings' })).not.toBeInTheDocument();
  });

  it('a client who never booked sees the empty state, and no list of bookings', async () => {
    serveClient({ made: 0 });
    open();
    expect(await screen.findByRole('heading', { name: 'No bookings yet' })).toBeVisible();
    expect(screen.getByText(/When you book a space, your upcoming bookings show up here/)).toBeVisible();
    const bookings = within(screen.getByRole('region', { name: 'Your bookings' }));
    expect(bookings.getByRole('link', { name: 'Find a space' })).toHaveAttribute('href', '/client/browse');
    expect(bookings.queryByRole('link', { name: 'See all bookings' })).not.toBeInTheDocument();
  });

  it('a client who booked before but has nothing coming up is told so, not "No bookings yet"', async () => {
    serveClient({ made: 3 });
    open();
    expect(await screen.findByRole('heading', { name: 'Nothing coming up' })).toBeVisible();
    expect(screen.queryByText('No bookings yet')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all bookings' })).toHaveAttribute('href', '/client/bookings');
  });

  it('shows the shape of the bookings while they load', async () => {
    serveClient({ bookings: 'hang' });
    open();
    expect(await screen.findByRole('status', { name: 'Loading your bookings' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your bookings' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('No bookings yet')).not.toBeInTheDocument();
  });

  it('says when the bookings could not be loaded, and loads them again', async () => {
    const { recover } = serveClient({ bookings: 'fail', lists: { current: [inUse] }, made: 1 });
    const { user } = open();
    const bookings = await screen.findByRole('region', { name: 'Your bookings' });
    expect(await within(bookings).findByText('Your bookings could not be loaded')).toBeVisible();
    expect(screen.queryByText('No bookings yet')).not.toBeInTheDocument();
    recover();
    await user.click(within(bookings).getByRole('button', { name: 'Try again' }));
    expect(await within(bookings).findByRole('link', { name: 'Storage in Pasig' })).toBeVisible();
  });
});

describe('the client dashboard: saved spaces, messages and payments', { timeout: 20_000 }, () => {
  it('shows a few saved spaces, the unread conversations and the latest, and a refund on its way', async () => {
    serveClient({
      made: 1,
      favorites: [1, 2, 3, 4, 5, 6, 7].map((n) => space(`l${n}`, `Saved space ${n}`)),
      conversations: [
        buildConversation({ id: 'c1', unread: 2 }),
        buildConversation({
          id: 'c2',
          unread: 0,
          other: { id: 'h2', name: 'Ana Reyes', avatarUrl: null, role: 'host' },
        }),
        buildConversation({ id: 'c3', unread: 1, other: { id: 'h3', name: 'Jose G.', avatarUrl: null, role: 'host' } }),
        buildConversation({
          id: 'c4',
          unread: 0,
          other: { id: 'h4', name: 'Liza Tan', avatarUrl: null, role: 'host' },
        }),
      ],
      payments: [
        buildPaymentItem({ id: 'r1', kind: 'refund', status: 'pending', amount: 50400, reason: 'cancellation' }),
        buildPaymentItem(),
      ],
    });
    open();
    const saved = await screen.findByRole('region', { name: 'Saved spaces' });
    expect(await within(saved).findByRole('link', { name: 'See all 7 saved' })).toHaveAttribute(
      'href',
      '/client/favorites',
    );
    expect(
      within(saved)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([1, 2, 3, 4, 5, 6].map((n) => `Saved space ${n}`));
    expect(within(saved).getByRole('link', { name: 'Saved space 1' })).toHaveAttribute('href', '/client/listing/l1');

    const messages = screen.getByRole('region', { name: 'Messages' });
    expect(await within(messages).findByText('2 unread conversations')).toBeVisible();
    const links = within(messages).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/client/messages?c=c1',
      '/client/messages?c=c2',
      '/client/messages?c=c3',
      '/client/messages',
    ]);
    expect(links[3]).toHaveTextContent('Open messages');

    const payments = await screen.findByRole('region', { name: 'Payments to know about' });
    const items = within(payments).getAllByRole('listitem');
    expect(items).toHaveLength(1); // the paid payment needs nothing
    expect(items[0]).toHaveTextContent('Refund of ₱504');
    expect(items[0]).toHaveTextContent('On its way back to you.');
    expect(within(payments).getByRole('link', { name: 'See your payments' })).toHaveAttribute(
      'href',
      '/client/payments',
    );
  });

  it('without any, says how to save a space and that no messages are here yet; no payments card', async () => {
    serveClient({ made: 0, payments: [buildPaymentItem()] });
    open();
    const saved = await screen.findByRole('region', { name: 'Saved spaces' });
    expect(await within(saved).findByText(/Tap Save on a space you like/)).toBeVisible();
    const messages = screen.getByRole('region', { name: 'Messages' });
    expect(await within(messages).findByText(/No messages yet/)).toBeVisible();
    expect(within(messages).getByText('No unread messages')).toBeVisible();
    await screen.findByRole('heading', { name: 'No bookings yet' });
    expect(screen.queryByRole('region', { name: 'Payments to know about' })).not.toBeInTheDocument();
  });
});

/** The dashboard's "Find a space" step and the tutorial's count, each as the client reads it. */
async function findStep() {
  const dashboard = open();
  const steps = await screen.findByRole('region', { name: 'Next steps' });
  const link = await within(steps).findByRole('link', { name: /^Find a space/ });
  const card = screen.getByRole('region', { name: 'How renting works' });
  const result = {
    find: link.textContent?.endsWith('(done)') ? 'done' : 'to do',
    count: (await within(steps).findByText(/ of 3 done|All done/)).textContent,
    card: (await within(card).findByText(/steps done/)).textContent,
  };
  dashboard.unmount();
  renderApp(<TutorialPage />, { url: '/tutorial', user: client });
  const bar = await screen.findByRole('progressbar');
  const doneInGuide = within(screen.getByRole('navigation', { name: 'Steps' }))
    .getAllByRole('button')
    .filter((b) => b.textContent?.includes('(done)'))
    .map((b) => b.textContent!.replace(/^\d*/, '').replace(/\(done\)$/, ''));
  return { ...result, guide: bar.getAttribute('aria-valuetext'), doneInGuide };
}

describe('the client dashboard: "Find a space" counted as the tutorial counts it (decision 0069)', () => {
  it('is done once the client has made a booking, though nothing was marked; the tutorial agrees', async () => {
    serveClient({ lists: { current: [inUse] }, made: 1 });
    expect(await findStep()).toEqual({
      find: 'done',
      count: '2 of 3 done', // verified, and a space found; the photo is still to add
      card: '2 of 5 steps done.', // the tutorial's search and book steps
      guide: '2 of 5 steps done',
      doneInGuide: ['Search for a space', 'Book your dates'],
    });
  });

  it('is done when the client marked the tutorial step, with no booking', async () => {
    serveClient({ made: 0, marked: ['search'] });
    expect(await findStep()).toMatchObject({
      find: 'done',
      count: '2 of 3 done',
      card: '1 of 5 steps done.',
      doneInGuide: ['Search for a space'],
    });
  });

  it('is to do for a client who never booked nor marked it', async () => {
    serveClient({ made: 0 });
    expect(await findStep()).toMatchObject({
      find: 'to do',
      count: '1 of 3 done',
      card: '0 of 5 steps done.',
      doneInGuide: [],
    });
  });
});
