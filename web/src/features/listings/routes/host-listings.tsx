import { List } from 'lucide-react';
import { ComingLaterPage } from '@/components/coming-later-page';

/** Placeholder until this feature's issue replaces the module; says plainly what will be here. */
export default function Page() {
  return (
    <ComingLaterPage
      title="My Listings"
      description="The spaces you rent out."
      icon={List}
      what="Creating listings opens in an upcoming release. Your storage rooms, parking slots and warehouses will then be listed here with their status, prices and bookings."
    />
  );
}
