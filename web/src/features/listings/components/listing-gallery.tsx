import { lazy, Suspense, useState } from 'react';
import { Images } from 'lucide-react';
import type { ListingPhoto } from '@espasyo/domain/contracts/listings';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n';

// The full-screen viewer's code comes when a photo is first opened (or pointed at), not with the page.
const loadViewer = () => import('./photo-viewer');
const PhotoViewer = lazy(loadViewer);

/**
 * Where each photo sits in the grid of a wider screen (4 columns × 2 rows), by how many there
 * are: one fills it; two share it; otherwise the cover takes the left half and the next ones
 * the right, the fifth being the last that shows (the viewer has them all).
 */
function cell(i: number, n: number): string {
  if (n === 1) return 'sm:col-span-4 sm:row-span-2';
  if (n === 2) return 'sm:col-span-2 sm:row-span-2';
  if (i === 0) return 'sm:col-span-2 sm:row-span-2';
  if (n === 3 || (n === 4 && i === 1)) return 'sm:col-span-2';
  return i < 5 ? '' : 'sm:hidden';
}

/** How wide each photo shows, for the browser to pick its file (640 or 1280 px wide). */
const sizesOf = (i: number, n: number) =>
  n === 1 ? '100vw' : i === 0 || n === 2 ? '(min-width: 640px) 50vw, 100vw' : '(min-width: 640px) 25vw, 100vw';

/**
 * The listing's photos (design §4): on a phone a row that is swiped (CSS scroll snapping, no
 * script), on a wider screen the cover large beside up to four more. Every one, and 'All
 * photos', opens the full-screen viewer at that photo. The server renders them with their sizes,
 * so nothing moves as they load; the cover loads first, the others as they come near. `alt`
 * says what each is, from the listing's own words.
 */
export function ListingGallery({
  title,
  photos,
  alt,
}: {
  title: string;
  photos: ListingPhoto[];
  alt: (index: number) => string;
}) {
  const m = useMessages('listing').gallery;
  const [open, setOpen] = useState<number | null>(null);
  const n = photos.length;
  if (n === 0) return null;
  return (
    <div role="region" aria-label={m.region({ count: n })} className="relative -mx-4 mt-5 sm:mx-0">
      <ul
        onPointerEnter={() => void loadViewer()}
        className={cn(
          'flex snap-x snap-mandatory gap-1 overflow-x-auto sm:grid sm:grid-cols-4 sm:grid-rows-2 sm:gap-2 sm:overflow-hidden sm:rounded-card',
          n === 1 ? 'sm:h-[24rem] lg:h-[30rem]' : 'sm:h-[22rem] lg:h-[28rem]',
        )}
      >
        {photos.map((photo, i) => (
          <li key={photo.id} className={cn('w-full shrink-0 snap-center sm:w-auto', cell(i, n))}>
            <button
              type="button"
              aria-haspopup="dialog"
              onClick={() => setOpen(i)}
              className="block size-full cursor-zoom-in focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-brand-600"
            >
              <img
                src={photo.mediumUrl}
                srcSet={`${photo.mediumUrl} 640w, ${photo.url} 1280w`}
                sizes={sizesOf(i, n)}
                width={photo.width}
                height={photo.height}
                alt={alt(i)}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : 'auto'}
                className="aspect-[4/3] w-full bg-ink-100 object-cover transition-opacity hover:opacity-90 sm:aspect-auto sm:h-full"
              />
            </button>
          </li>
        ))}
      </ul>
      {n > 1 && (
        <button
          type="button"
          aria-haspopup="dialog"
          onClick={() => setOpen(0)}
          onFocus={() => void loadViewer()}
          className="absolute right-3 bottom-3 inline-flex min-h-11 items-center gap-2 rounded-field border border-ink-300 bg-white/95 px-3 text-sm font-semibold text-ink-900 shadow-card hover:bg-white"
        >
          <Images aria-hidden="true" className="size-4" />
          {m.showAll({ count: n })}
        </button>
      )}
      {open !== null && (
        <Suspense fallback={null}>
          <PhotoViewer title={title} photos={photos} alt={alt} start={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </div>
  );
}
