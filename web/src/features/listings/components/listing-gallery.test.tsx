import { describe, expect, it } from 'vitest';
import type { ListingPhoto } from '@espasyo/domain/contracts/listings';
import { renderApp, screen, within } from '@/testing/test-utils';
import { ListingGallery } from './listing-gallery';

const photo = (n: number): ListingPhoto => ({
  id: `p${n}`,
  position: n - 1,
  isCover: n === 1,
  url: `/api/files/listings/p${n}-1280.webp`,
  mediumUrl: `/api/files/listings/p${n}-640.webp`,
  thumbUrl: `/api/files/listings/p${n}-thumb.webp`,
  width: 1280,
  height: 960,
});
const photos = [photo(1), photo(2), photo(3)];
const alt = (i: number) => `Covered slot, parking in Bel-Air: photo ${i + 1} of 3`;

const open = () => renderApp(<ListingGallery title="Covered slot" photos={photos} alt={alt} />);

describe('listing gallery', () => {
  it('shows every photo with its size and words; the cover loads first, the rest as they come near', () => {
    open();
    const region = screen.getByRole('region', { name: 'Photos (3)' });
    const images = within(region).getAllByRole('img');
    expect(images.map((i) => i.getAttribute('alt'))).toEqual([alt(0), alt(1), alt(2)]);
    expect(images.map((i) => i.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    for (const image of images) {
      expect(image).toHaveAttribute('width', '1280');
      expect(image).toHaveAttribute('height', '960');
    }
    expect(images[1]).toHaveAttribute(
      'srcset',
      '/api/files/listings/p2-640.webp 640w, /api/files/listings/p2-1280.webp 1280w',
    );
  });

  it('opens the full-screen viewer at the photo chosen, moves with the arrow buttons and keys, and closes', async () => {
    const { user } = open();
    await user.click(screen.getByRole('button', { name: alt(1) }));
    const viewer = await screen.findByRole('dialog', { name: 'Photos of Covered slot' });
    expect(within(viewer).getByText('2 of 3')).toBeInTheDocument();
    expect(
      within(viewer)
        .getAllByRole('img')
        .map((i) => i.getAttribute('src')),
    ).toEqual(photos.map((p) => p.url));

    await user.click(within(viewer).getByRole('button', { name: 'Next photo' }));
    expect(within(viewer).getByText('3 of 3')).toBeInTheDocument();
    expect(within(viewer).getByRole('button', { name: 'Next photo' })).toBeDisabled();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(within(viewer).getByText('1 of 3')).toBeInTheDocument();
    expect(within(viewer).getByRole('button', { name: 'Previous photo' })).toBeDisabled();
    await user.keyboard('{ArrowRight}');
    expect(within(viewer).getByText('2 of 3')).toBeInTheDocument();

    await user.click(within(viewer).getByRole('button', { name: 'Close photos' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'All 3 photos' }));
    expect(within(await screen.findByRole('dialog')).getByText('1 of 3')).toBeInTheDocument();
  });

  it('shows nothing for a listing without photos, and no "all photos" for a single one', () => {
    const none = renderApp(<ListingGallery title="Covered slot" photos={[]} alt={alt} />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    none.unmount();
    renderApp(<ListingGallery title="Covered slot" photos={[photo(1)]} alt={alt} />);
    expect(screen.getByRole('region', { name: 'Photos (1)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /All \d+ photos/ })).not.toBeInTheDocument();
  });
});
