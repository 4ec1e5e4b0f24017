import type { PublicListing } from '@espasyo/domain/contracts/listings';
import type { ListingReviews } from '@espasyo/domain/contracts/reviews';
import { useListingReviews } from '@/features/reviews';

/** How many of the newest reviews the page's structured data carries. */
const JSON_LD_REVIEWS = 5;

/** schema.org's Review for each of the newest visible reviews (first page of the listing's reviews). */
const reviewsLd = (reviews: ListingReviews | undefined) =>
  (reviews?.items ?? []).slice(0, JSON_LD_REVIEWS).map((r) => ({
    '@type': 'Review',
    author: { '@type': 'Person', name: r.author.name },
    datePublished: r.publishedAt.slice(0, 10),
    reviewBody: r.comment,
    reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5, worstRating: 1 },
  }));

/**
 * schema.org data for search engines: the space as a product with its prices as offers, its
 * rating (only once it has one) and its newest reviews (read with the page, issue 22). A JSON data block, not a script the browser runs (the CSP allows it); `<` is escaped
 * so that no text of the listing can end the element.
 */
export function ListingJsonLd({ listing, description }: { listing: PublicListing; description: string }) {
  const reviews = useListingReviews(listing.id, 1).data;
  const rating = reviews?.summary ?? { rating: listing.rating, totalRatings: listing.totalRatings };
  const review = reviewsLd(reviews);
  const offers = [
    { price: listing.pricePerHour, unit: 'HUR' },
    { price: listing.pricePerDay, unit: 'DAY' },
    { price: listing.pricePerMonth, unit: 'MON' },
  ]
    .filter((o) => o.price != null)
    .map((o) => ({
      '@type': 'Offer',
      price: (o.price! / 100).toFixed(2),
      priceCurrency: 'PHP',
      availability: 'https://schema.org/InStock',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: (o.price! / 100).toFixed(2),
        priceCurrency: 'PHP',
        unitCode: o.unit,
      },
    }));
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: listing.title ?? undefined,
    description,
    image: listing.photos.map((p) => p.url),
    category: listing.type,
    offers,
    ...(rating.totalRatings > 0 && {
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: Math.round(rating.rating * 10) / 10,
        reviewCount: rating.totalRatings,
        bestRating: 5,
        worstRating: 1,
      },
    }),
    ...(review.length > 0 && { review }),
  };
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
