import { paths } from '@espasyo/domain/paths';
import { MapPage } from '@/features/browse/components/map-page';

/** /client/map: the client's search on a map, the same address as /client/browse (docs/product/routes.md). */
export default function Page() {
  return (
    <MapPage
      basePath={paths.client.map.getHref()}
      listPath={paths.client.browse.getHref()}
      listingHref={paths.client.listing.getHref}
    />
  );
}
