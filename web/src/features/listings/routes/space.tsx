import { paths } from '@espasyo/domain/paths';
import { ListingPage } from '@/features/listings/components/listing-page';

/** /spaces/{listingId}: a listing for anyone, rendered by the server (issue 11, decision 0026). */
export default function SpacePage() {
  return <ListingPage searchHref={paths.spaces.search.getHref()} />;
}
