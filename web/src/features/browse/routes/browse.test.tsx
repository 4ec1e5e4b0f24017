import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import type { ListingSearchItem, ListingSearchPage } from '@espasyo/domain/contracts/listings';
import { buildUser, renderApp, screen, server } from '@/testing/test-utils';
import BrowsePage from './browse';

const item = (id: string, title: string): ListingSearchItem => ({
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
});

function serveSearch(type: 'parking' | 'warehouse' | null) {
  const page: ListingSearchPage = {
    items: [item('l1', 'Covered slot near Ayala Triangle'), item('l2', 'Open slot on Paseo')],
    total: 2,
    page: 1,
    pageSize: 20,
    totalCapped: false,
    understood: { type, place: null, near: null, terms: ['makati'], priceUnit: 'day' },
  };
  server.use(
    http.get('/api/listings', () => HttpResponse.json(page)),
    http.get('/api/settings/map', () => HttpResponse.json({ tileUrl: null, attribution: '', maxZoom: 19 })),
  );
}

/** A screen `width` pixels wide, as far as CSS media queries go. */
function screenWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: /min-width: (\d+)px/.test(query) && width >= Number(/min-width: (\d+)px/.exec(query)![1]),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

const open = (search: string) =>
  renderApp(<BrowsePage />, { url: `/client/browse${search}`, path: '/client/browse', user: buildUser() });

afterEach(() => void vi.unstubAllGlobals());

describe('/client/browse', () => {
  it('names the type searched for in its heading', async () => {
    serveSearch('parking');
    const parking = open('?q=Makati&type=parking');
    expect(await screen.findByRole('heading', { level: 1, name: 'Browse Parking' })).toBeInTheDocument();
    parking.unmount();

    serveSearch('warehouse');
    const warehouses = open('?q=Makati&type=warehouse');
    expect(await screen.findByRole('heading', { level: 1, name: 'Browse Warehouses' })).toBeInTheDocument();
    warehouses.unmount();

    // The type read from the words counts too; no type: the spec's name.
    serveSearch('parking');
    const words = open('?q=Makati+parking');
    expect(await screen.findByRole('heading', { level: 1, name: 'Browse Parking' })).toBeInTheDocument();
    words.unmount();
    serveSearch(null);
    open('?q=Makati');
    expect(await screen.findByRole('heading', { level: 1, name: 'Browse Storage' })).toBeInTheDocument();
  });

  it('from 1280 px wide, shows the results as a list beside their map', async () => {
    serveSearch('parking');
    screenWidth(1280);
    open('?q=Makati&type=parking');
    // The map's legend (the map itself, Leaflet, comes later in its own chunk).
    expect(await screen.findByText('Prices per day.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Covered slot near Ayala Triangle|Open slot on Paseo/ })).toHaveLength(
      2,
    );
  });

  it('narrower, shows the results alone, with the link to the same search on the map', async () => {
    serveSearch('parking');
    screenWidth(1279);
    open('?q=Makati&type=parking');
    await screen.findAllByRole('link', { name: /Covered slot near Ayala Triangle/ });
    expect(screen.queryByText('Prices per day.')).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Map view' })[0]).toHaveAttribute(
      'href',
      '/client/map?q=Makati&type=parking',
    );
  });
});
