import { CalendarDays } from 'lucide-react';
import { ComingLaterPage } from '@/components/coming-later-page';
import { paths } from '@espasyo/domain/paths';

/** Placeholder until this feature's issue replaces the module; says plainly what will be here. */
export default function Page() {
  return (
    <ComingLaterPage
      title="Availability"
      icon={CalendarDays}
      action={{ label: 'Back to my listings', to: paths.host.listings.getHref() }}
      what="A calendar to block and unblock dates for this space, next to the dates already booked, will be here."
    />
  );
}
