import { Warehouse } from 'lucide-react';
import { ComingLaterPage } from '@/components/coming-later-page';

/** Placeholder until this feature's issue replaces the module; says plainly what will be here. */
export default function Page() {
  return (
    <ComingLaterPage
      title="Space Details"
      icon={Warehouse}
      what="This page will show the space's photos, size, features, approximate location, host, reviews and availability, with a price quote and a button to book."
    />
  );
}
