import { Search } from 'lucide-react';
import { ComingLaterPage } from '@/components/coming-later-page';

/** Placeholder until this feature's issue replaces the module; says plainly what will be here. */
export default function Page() {
  return (
    <ComingLaterPage
      title="Browse Storage"
      description="Find storage rooms, parking slots and warehouses near you."
      icon={Search}
      what="Space search is being built. When it opens you will search by city or landmark, filter by price, size and features, and book a space from a verified host."
    />
  );
}
