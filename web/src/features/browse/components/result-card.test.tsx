import { describe, expect, it } from 'vitest';
import type { ListingSearchItem } from '@espasyo/domain/contracts/listings';
import { renderApp } from '@/testing/test-utils';
import { ResultCard } from './result-card';

const item = {
  id: 'l1',
  title: 'Dry storage room in Bel-Air',
  type: 'storage',
  city: 'Makati',
  barangay: 'Bel-Air',
  capacity: 1,
  hostId: 'h1',
  instantBook: false,
  pricePerHour: null,
  pricePerDay: 15000,
  pricePerMonth: null,
  area: 4,
  coverUrl: '/api/files/listings/cover-thumb.webp',
  rating: 0,
  totalRatings: 0,
  distanceKm: null,
} as unknown as ListingSearchItem;

const cover = (listing: ListingSearchItem) => {
  const { container } = renderApp(
    <ul>
      <ResultCard item={listing} href="/spaces/l1" priceUnit="day" eager={false} />
    </ul>,
  );
  return container.querySelector('img')?.getAttribute('src');
};

describe('result card', () => {
  it('shows the cover, or the neutral placeholder of the same size when the listing has no photo', () => {
    expect(cover(item)).toBe('/api/files/listings/cover-thumb.webp');
    expect(cover({ ...item, coverUrl: null })).toBe('/api/placeholder/400/300');
  });
});
