import { ChartColumn } from 'lucide-react';
import { ComingLaterPage } from '@/components/coming-later-page';

/** Placeholder until this feature's issue replaces the module; says plainly what will be here. */
export default function Page() {
  return (
    <ComingLaterPage
      title="Analytics"
      description="How the platform is growing."
      icon={ChartColumn}
      what="Charts of payment volume, bookings by type, sign-ups, occupancy and top cities will be here."
    />
  );
}
