import { paths } from '@espasyo/domain/paths';
import { ListingPage } from '@/features/listings/components/listing-page';

/** /client/listing/{listingId}: a listing inside the client's area. */
export default function ListingDetailPage() {
  return <ListingPage searchHref={paths.client.browse.getHref()} />;
}
