import { discoveryMessages } from '@espasyo/domain/messages/discovery';
import { paths } from '@espasyo/domain/paths';
import { SearchPage } from '@/features/browse/components/search-page';

/**
 * /client/browse: the search inside the client's area (docs/product/routes.md: 'Browse Storage';
 * 'Browse Parking' or 'Browse Warehouses' when that is the type searched for).
 */
export default function BrowsePage() {
  return (
    <SearchPage
      title={discoveryMessages.browseTitle}
      intro="Find storage rooms, parking slots and warehouses near you."
      basePath={paths.client.browse.getHref()}
      listingHref={paths.client.listing.getHref}
      mapPath={paths.client.map.getHref()}
    />
  );
}
