import { Wrench } from 'lucide-react';
import { ComingLaterPage } from '../../../components/coming-later-page';

/** Placeholder until this feature's issue replaces the module; says plainly what will be here. */
export default function Page() {
  return (
    <ComingLaterPage
      title="Admin Tools"
      description="Maintenance tasks."
      icon={Wrench}
      what="You will run scheduled jobs now, recompute ratings and export data from here."
    />
  );
}
