import type { PublicListing } from '@espasyo/domain/contracts/listings';

/**
 * schema.org data for search engines: the space as a product with its prices as offers and its
 * rating. A JSON data block, not a script the browser runs (the CSP allows it); `<` is escaped
 * so that no text of the listing can end the element.
 */
export function ListingJsonLd({ listing, description }: { listing: PublicListing; description: string }) {
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
    ...(listing.totalRatings > 0 && {
      aggregateRating: { '@type': 'AggregateRating', ratingValue: listing.rating, reviewCount: listing.totalRatings },
    }),
  };
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
