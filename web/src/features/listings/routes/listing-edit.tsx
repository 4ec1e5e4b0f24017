import { useParams, useSearchParams } from 'react-router';
import { ListingWizard } from '@/features/listings/components/wizard/listing-wizard';
import { stepFromSearch } from '@/features/listings/components/wizard/steps';

/** /host/listings/{id}/edit?step=…: the listing form at one of its steps (the address keeps the step). */
export default function ListingEditPage() {
  const { listingId = '' } = useParams();
  const [search] = useSearchParams();
  return <ListingWizard listingId={listingId} step={stepFromSearch(search.get('step'))} />;
}
