import type { ListingPhoto } from '@espasyo/domain/contracts/listings';

/**
 * The photos in a row that scrolls sideways: swiped on a phone, scrolled or moved through with
 * the arrow keys once focused elsewhere. The first is the page's largest picture and loads
 * first; the rest load as they come near.
 */
export function ListingGallery({ title, photos }: { title: string; photos: ListingPhoto[] }) {
  if (photos.length === 0) return null;
  return (
    <div
      role="region"
      aria-label={`Photos (${photos.length})`}
      tabIndex={0}
      className="-mx-4 mt-5 flex snap-x snap-mandatory gap-2 overflow-x-auto px-4 pb-2 focus-visible:outline-2 focus-visible:outline-brand-600 sm:mx-0 sm:rounded-card sm:px-0"
    >
      {photos.map((photo, i) => (
        <img
          key={photo.id}
          src={photo.mediumUrl}
          srcSet={`${photo.mediumUrl} 640w, ${photo.url} 1280w`}
          sizes="(min-width: 1024px) 560px, 88vw"
          width={photo.width}
          height={photo.height}
          alt={`${title}, photo ${i + 1} of ${photos.length}`}
          loading={i === 0 ? 'eager' : 'lazy'}
          fetchPriority={i === 0 ? 'high' : 'auto'}
          className="aspect-[4/3] w-[88%] shrink-0 snap-start rounded-card bg-ink-100 object-cover sm:w-[calc(50%-0.25rem)] lg:w-[calc(50%-0.25rem)]"
        />
      ))}
    </div>
  );
}
