import { ChartColumn } from 'lucide-react';
import { ComingLaterPage } from '@/components/coming-later-page';

/** Placeholder until this feature's issue replaces the module; says plainly what will be here. */
export default function Page() {
  return (
    <ComingLaterPage
      title="Analytics"
      description="How your spaces are doing."
      icon={ChartColumn}
      what="Earnings over time, occupancy per listing and how many views turn into bookings will be charted here."
    />
  );
}
