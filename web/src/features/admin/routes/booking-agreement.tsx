import { useParams } from 'react-router';
import { paths } from '@espasyo/domain/paths';
import { AgreementPrint } from '@/features/bookings';
import { useMessages } from '@/lib/i18n';

/** /bookings/{bookingId}/agreement (admins): any booking's rental agreement, printable, back to the booking in the list. */
export default function AdminAgreementPage() {
  const { bookingId = '' } = useParams();
  const m = useMessages('adminCases').bookings;
  return (
    <AgreementPrint
      bookingId={bookingId}
      back={{ to: paths.admin.bookings.getHref({ booking: bookingId }), label: m.backToBooking }}
    />
  );
}
