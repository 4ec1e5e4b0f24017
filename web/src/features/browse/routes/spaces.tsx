import { paths } from '@espasyo/domain/paths';
import { SearchPage } from '@/features/browse/components/search-page';

/** /spaces: the search for everyone, rendered by the server so that it can be read and indexed (issue 11). */
export default function SpacesPage() {
  return (
    <SearchPage
      title="Find a space"
      intro="Storage rooms, parking slots and warehouses from verified hosts across the Philippines."
      basePath={paths.spaces.search.path}
      listingHref={paths.spaces.listing.getHref}
      framed
    />
  );
}
