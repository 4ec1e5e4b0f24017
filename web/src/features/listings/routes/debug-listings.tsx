import { Bug } from 'lucide-react';
import { ComingLaterPage } from '@/components/coming-later-page';

/** Placeholder until this feature's issue replaces the module; says plainly what will be here. */
export default function Page() {
  return (
    <ComingLaterPage
      title="Listings Debug"
      description="Development only."
      icon={Bug}
      what="Raw listing records for developers will be shown here once listings exist."
    />
  );
}
