import { beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import type { HostListingItem } from '@espasyo/domain/contracts/listings';
import { NAMESPACES } from '@espasyo/domain/i18n/namespaces';
import { loadMessages } from '@/lib/i18n';
import { buildUser, renderApp, screen, server, within } from '@/testing/test-utils';
import HostListingsPage from './host-listings';

const host = buildUser({ userType: 'host', type: 'host' });

const item = (overrides: Partial<HostListingItem>): HostListingItem => ({
  id: 'l1',
  type: 'storage',
  status: 'active',
  title: 'Dry room in Cubao',
  cityName: 'Quezon City',
  barangayName: 'Socorro',
  coverUrl: null,
  photoCount: 0,
  pricePerHour: null,
  pricePerDay: 12000,
  pricePerMonth: 300000,
  capacity: 3,
  instantBook: true,
  rejectionReason: null,
  pausedByStaff: false,
  updatedAt: '2026-11-24T04:00:00.000Z',
  actions: ['pause', 'archive'],
  ...overrides,
});

function serveListings(items: HostListingItem[]) {
  server.use(
    http.get('/api/host/listings', () =>
      HttpResponse.json({ items, total: items.length, page: 1, pageSize: 20, totalPages: 1 }),
    ),
  );
}

const open = (lang: 'en' | 'fil') =>
  renderApp(<HostListingsPage />, { url: '/host/listings', path: '/host/listings', user: host, lang });

describe("The host's listings in Filipino (issue 34)", { timeout: 20_000 }, () => {
  beforeAll(() => loadMessages('fil', NAMESPACES));

  it('shows the heading, filters, count, each card and its actions in Filipino', async () => {
    serveListings([
      item({}),
      item({
        id: 'l2',
        type: 'parking',
        status: 'rejected',
        title: null,
        pricePerDay: null,
        pricePerMonth: null,
        capacity: 1,
        rejectionReason: 'Blurry photos',
        actions: ['archive'],
      }),
    ]);
    const { user } = open('fil');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mga Listing Ko' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Mag-lista ng espasyo' })[0]).toBeInTheDocument();
    const filters = screen.getByRole('navigation', { name: 'I-filter ang mga listing ayon sa status' });
    expect(within(filters).getByRole('link', { name: 'Mga draft' })).toBeInTheDocument();
    expect(within(filters).getByRole('link', { name: 'Naka-archive' })).toBeInTheDocument();

    const room = await screen.findByRole('listitem', { name: 'Dry room in Cubao' });
    expect(screen.getByText('2 listing (nasa Naka-archive ang mga naka-archive)')).toBeInTheDocument();
    expect(within(room).getByText('Active')).toBeInTheDocument();
    expect(within(room).getByText('Storage')).toBeInTheDocument();
    expect(within(room).getByText('₱120 / araw · ₱3,000 / buwan')).toBeInTheDocument();
    expect(within(room).getByText('3 unit')).toBeInTheDocument();
    expect(within(room).getByText('In-update noong Mar, 24 Nob 2026')).toBeInTheDocument();
    expect(within(room).getByText('Wala pang litrato')).toBeInTheDocument();
    expect(within(room).getByRole('link', { name: 'I-edit ang Dry room in Cubao' })).toHaveTextContent('I-edit');
    expect(within(room).getByRole('button', { name: 'I-pause ang Dry room in Cubao' })).toHaveTextContent('I-pause');

    const draft = screen.getByRole('listitem', { name: 'Draft na walang pangalan' });
    expect(within(draft).getByText('Tinanggihan')).toBeInTheDocument();
    expect(within(draft).getByText('Hindi inaprubahan:')).toBeInTheDocument();
    expect(within(draft).getByText('I-edit ang listing at i-submit ulit.')).toBeInTheDocument();
    expect(within(draft).getByText('Wala pang presyo')).toBeInTheDocument();
    expect(within(draft).getByText('Parking')).toBeInTheDocument();

    await user.click(within(room).getByRole('button', { name: 'Iba pang puwedeng gawin sa Dry room in Cubao' }));
    await user.click(screen.getByRole('menuitem', { name: 'I-archive' }));
    const dialog = await screen.findByRole('dialog', { name: 'I-archive ang listing na ito?' });
    expect(dialog).toHaveTextContent('Tuluyang aalis sa search ang “Dry room in Cubao”');
    expect(within(dialog).getByRole('button', { name: 'I-archive ang listing' })).toBeInTheDocument();
  });

  it('invites a host with no listing yet to list the first one', async () => {
    serveListings([]);
    open('fil');
    expect(await screen.findByRole('heading', { name: 'I-lista ang una mong espasyo' })).toBeInTheDocument();
    expect(screen.getByText(/^Puwedeng kumita buwan-buwan/)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: /I-filter/ })).not.toBeInTheDocument();
  });

  it('still reads in English, word for word', async () => {
    serveListings([item({})]);
    open('en');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Listings' })).toBeInTheDocument();
    const room = await screen.findByRole('listitem', { name: 'Dry room in Cubao' });
    expect(screen.getByText('1 listing (archived ones are under Archived)')).toBeInTheDocument();
    expect(within(room).getByText('₱120 / day · ₱3,000 / month')).toBeInTheDocument();
    expect(within(room).getByText('3 units')).toBeInTheDocument();
    expect(within(room).getByText('Updated Tue, 24 Nov 2026')).toBeInTheDocument();
    expect(within(room).getByRole('button', { name: 'More actions for Dry room in Cubao' })).toHaveTextContent('More');
  });
});
