import { Car, Check, Clock, MapPin, Ruler, Star, Zap } from 'lucide-react';
import type { PublicListing } from '@espasyo/domain/contracts/listings';
import { formatRating } from '@espasyo/domain/reviews/reviews';
import { Badge } from '@/components/ui/badge';
import { FavoriteButton } from '@/features/favorites';
import { ListingReviewsIsland } from '@/features/reviews';
import { PageTitle } from '@/components/page-title';
import { useMessages } from '@/lib/i18n';
import { ListingAvailabilitySection } from './listing-availability-lazy';
import { HostCardIsland } from './host-card-island';
import { ListingGallery } from './listing-gallery';
import { ListingJsonLd } from './listing-json-ld';
import { ListingLocationMap } from './listing-location-map';
import { PhonePriceBar } from './phone-price-bar';
import { PriceBox } from './price-box';
import { useStay } from './use-stay';

const metres = (n: number) => `${Number(n.toFixed(2))} m`;

/** The first sentence or so of the description, for search results and link previews. */
function summary(listing: PublicListing): string {
  const text = (listing.description ?? '').replace(/\s+/g, ' ').trim();
  return text.length <= 155 ? text : `${text.slice(0, 152).replace(/\s\S*$/, '')}…`;
}

/**
 * A listing as a renter reads it (design §4, listing page): photos, what and where it is, its
 * features, access, host and prices. The location is the barangay and city only: the exact
 * address comes with a confirmed booking. As a `preview` (the listing form's last step) it leaves
 * the page's title, link-preview tags, favourite button and phone price bar to the page around it.
 */
export function ListingView({ listing, preview = false }: { listing: PublicListing; preview?: boolean }) {
  const messages = useMessages('listing');
  const m = messages.view;
  const title = listing.title ?? m.untitled; // only a draft, which its host or staff may read, has none
  const stay = useStay(listing); // the dates chosen on the calendar go to the price box through the address
  // A draft (only its host or staff read one) may not have its address yet.
  const where = (...parts: (string | null)[]) => parts.filter(Boolean).join(', ');
  const place = where(listing.barangayName, listing.cityName);
  const Title = preview ? 'h2' : 'h1';
  const size =
    listing.type === 'parking'
      ? null
      : [listing.width, listing.length].every((n) => n != null)
        ? listing.height != null
          ? m.high({ size: `${metres(listing.width!)} × ${metres(listing.length!)}`, height: metres(listing.height) })
          : `${metres(listing.width!)} × ${metres(listing.length!)}`
        : null;
  const type = messages.types[listing.type];
  const rating = m.rating({ rating: formatRating(listing.rating), count: listing.totalRatings });
  return (
    <article className="mx-auto max-w-6xl px-4 pt-6 sm:px-6 sm:pt-8 lg:pb-8">
      {!preview && (
        <>
          <PageTitle description={summary(listing)}>{`${title} · ${place}`}</PageTitle>
          {listing.photos[0] && <meta property="og:image" content={listing.photos[0].url} />}
          <ListingJsonLd listing={listing} description={summary(listing)} />
        </>
      )}

      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="brand">{type}</Badge>
        {listing.instantBook && (
          <Badge tone="success">
            <Zap aria-hidden="true" className="size-3.5" /> {m.instantBook}
          </Badge>
        )}
        {listing.status !== 'active' && (
          <Badge tone="warning">{m.notLive({ status: listing.status.replace('_', ' ') })}</Badge>
        )}
      </div>
      <div className="mt-3 flex flex-wrap items-start justify-between gap-3">
        <Title className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">{title}</Title>
        {!preview && <FavoriteButton listingId={listing.id} />}
      </div>
      <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-base text-ink-700">
        <span className="inline-flex items-center gap-1.5">
          <MapPin aria-hidden="true" className="size-4 text-ink-500" />
          {where(place, listing.provinceName) || m.noAddress}
        </span>
        {listing.totalRatings > 0 && !preview ? (
          <a href="#reviews" className="inline-flex items-center gap-1.5 underline-offset-2 hover:underline">
            <Star aria-hidden="true" className="size-4 fill-accent-500 text-accent-500" />
            {rating}
          </a>
        ) : (
          <span className="inline-flex items-center gap-1.5">
            <Star aria-hidden="true" className="size-4 fill-accent-500 text-accent-500" />
            {listing.totalRatings > 0 ? rating : m.noReviews}
          </span>
        )}
      </p>

      <ListingGallery
        title={title}
        photos={listing.photos}
        alt={(i) => {
          const photo = { title, type: type.toLowerCase(), index: i + 1, count: listing.photos.length };
          return place ? messages.gallery.photoAltIn({ ...photo, place }) : messages.gallery.photoAlt(photo);
        }}
      />

      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="min-w-0 space-y-8">
          <section aria-labelledby="facts" className="grid gap-3 sm:grid-cols-2">
            <h2 id="facts" className="sr-only">
              {m.facts}
            </h2>
            {size && (
              <Fact icon={Ruler} label={m.size}>
                {size}
                {listing.area != null && (
                  <span className="text-ink-600"> {m.area({ area: Number(listing.area.toFixed(1)) })}</span>
                )}
              </Fact>
            )}
            {listing.type === 'parking' && (
              <Fact icon={Car} label={m.fits}>
                {listing.vehicleTypes.map((v) => messages.vehicles[v]).join(', ') || m.askHost}
                {listing.covered != null && (
                  <span className="text-ink-600"> · {listing.covered ? m.covered : m.open}</span>
                )}
              </Fact>
            )}
            <Fact icon={Check} label={m.available}>
              {m.units({ count: listing.capacity })}
            </Fact>
            {listing.accessHours && (
              <Fact icon={Clock} label={m.accessHours}>
                {listing.accessHours}
              </Fact>
            )}
          </section>

          <section aria-labelledby="about">
            <h2 id="about" className="text-lg font-semibold text-ink-900">
              {m.about}
            </h2>
            <p className="mt-3 text-base leading-relaxed whitespace-pre-line text-ink-800">{listing.description}</p>
          </section>

          {listing.features.length > 0 && (
            <section aria-labelledby="features">
              <h2 id="features" className="text-lg font-semibold text-ink-900">
                {m.features}
              </h2>
              <ul className="mt-3 grid gap-2 sm:grid-cols-2">
                {listing.features.map((f) => (
                  <li key={f} className="flex items-center gap-2 text-base text-ink-800">
                    <Check aria-hidden="true" className="size-5 shrink-0 text-success-600" />
                    {messages.features[f]}
                  </li>
                ))}
              </ul>
            </section>
          )}

          <ListingAvailabilitySection
            listingId={listing.id}
            selected={
              // A monthly rental (issue 32) has its first day only.
              stay.moveIn
                ? { start: stay.moveIn, end: stay.moveIn }
                : !stay.monthly && stay.from && stay.to
                  ? { start: stay.from, end: stay.to }
                  : null
            }
            onSelectRange={(from, to) => stay.set({ from, to })}
            onClearRange={() => stay.set({ from: undefined, to: undefined })}
          />

          {!preview && <ListingReviewsIsland listingId={listing.id} hostName={listing.host.name} />}

          <section aria-labelledby="location">
            <h2 id="location" className="text-lg font-semibold text-ink-900">
              {m.location}
            </h2>
            <p className="mt-3 text-base text-ink-800">
              {where(place, listing.provinceName, listing.regionName) || m.noAddress}
            </p>
            <p className="mt-1 text-sm text-ink-600">{m.exactAddress}</p>
            <ListingLocationMap listing={listing} />
          </section>

          <HostCardIsland host={listing.host} />
        </div>

        <aside
          aria-labelledby="price"
          // Sticky beside the details, and scrolled on its own when taller than the screen (its button stays in reach).
          className="lg:sticky lg:top-24 lg:max-h-[calc(100dvh-7rem)] lg:self-start lg:overflow-y-auto lg:p-1"
        >
          <PriceBox listing={listing} />
        </aside>
      </div>
      {!preview && <PhonePriceBar listing={listing} />}
    </article>
  );
}

function Fact({ icon: Icon, label, children }: { icon: typeof Ruler; label: string; children: React.ReactNode }) {
  return (
    <div className="flex items-start gap-3 rounded-card border border-ink-200 bg-white p-4">
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
      <div>
        <p className="text-sm font-medium text-ink-600">{label}</p>
        <p className="text-base text-ink-900">{children}</p>
      </div>
    </div>
  );
}
