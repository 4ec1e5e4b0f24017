import { beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import type { ListingSearchItem, ListingSearchPage } from '@espasyo/domain/contracts/listings';
import { NAMESPACES } from '@espasyo/domain/i18n/namespaces';
import { loadMessages } from '@/lib/i18n';
import { renderApp, screen, server } from '@/testing/test-utils';
import SpacesPage from './spaces';

const item = (id: string, title: string, more: Partial<ListingSearchItem> = {}): ListingSearchItem => ({
  id,
  title,
  type: 'parking',
  city: 'Makati City',
  barangay: 'Bel-Air',
  capacity: 1,
  hostId: 'h1',
  instantBook: false,
  pricePerHour: 3500,
  pricePerDay: 14000,
  pricePerMonth: null,
  area: null,
  coverUrl: null,
  rating: 0,
  totalRatings: 0,
  distanceKm: null,
  latitude: 14.56,
  longitude: 121.03,
  ...more,
});

function serve(items: ListingSearchItem[], total = items.length) {
  const page: ListingSearchPage = {
    items,
    total,
    page: 1,
    pageSize: 20,
    totalCapped: false,
    understood: { type: 'parking', place: null, near: null, terms: ['makati'], priceUnit: 'day' },
  };
  server.use(http.get('/api/listings', () => HttpResponse.json(page)));
}

const open = (lang: 'en' | 'fil', search = '?q=Makati&type=parking') =>
  renderApp(<SpacesPage />, { url: `/spaces${search}`, path: '/spaces', lang });

describe('/spaces in both languages (issue 34)', () => {
  beforeAll(() => loadMessages('fil', NAMESPACES));

  const results = [
    item('l1', 'Covered slot near Ayala Triangle', { instantBook: true, distanceKm: 0.4 }),
    item('l2', 'Open slot on Paseo', { rating: 4.5, totalRatings: 3 }),
  ];

  it('shows the results in English, word for word as before', async () => {
    serve(results, 41);
    open('en');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Parking matching "makati": 41 spaces' }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Find a space' })).toBeInTheDocument();
    expect(screen.getAllByText('Instant book').length).toBeGreaterThan(0);
    expect(screen.getByText('New')).toBeInTheDocument();
    expect(screen.getAllByText('/ day')).toHaveLength(2);
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Next' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Best match');
  });

  it('shows the results, filters and paging in Filipino', async () => {
    serve(results, 41);
    open('fil');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Parking na tugma sa "makati": 41 espasyo' }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Maghanap ng espasyo' })).toBeInTheDocument();
    expect(screen.getByText('Bago')).toBeInTheDocument();
    expect(screen.getAllByText('/ araw')).toHaveLength(2);
    expect(screen.getByText('Pahina 1 ng 3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Susunod' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hanapin' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Ayusin ayon sa' })).toHaveDisplayValue('Pinakatugma');
    expect(screen.getByText(/400 m ang layo/)).toBeInTheDocument();
    expect(screen.queryByText('Instant book only')).not.toBeInTheDocument();
  });

  it('says when nothing matches, in Filipino', async () => {
    serve([]);
    open('fil', '?q=Makati');
    expect(await screen.findByText('Walang espasyong tugma sa hinahanap mo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'I-clear ang hinahanap' })).toBeInTheDocument();
  });
});
