import { CalendarCheck } from 'lucide-react';
import { ComingLaterPage } from '@/components/coming-later-page';
import { paths } from '@espasyo/domain/paths';

/** Placeholder until this feature's issue replaces the module; says plainly what will be here. */
export default function Page() {
  return (
    <ComingLaterPage
      title="Booking Details"
      icon={CalendarCheck}
      action={{ label: 'Back to bookings', to: paths.host.bookings.getHref() }}
      what="The renter, dates, amounts, rental agreement and history of this booking will be shown here."
    />
  );
}
