import { useParams } from 'react-router';
import { paths } from '@espasyo/domain/paths';
import { AgreementPrint } from '@/features/bookings/agreement/agreement-print';
import { useMessages } from '@/lib/i18n';

/** /host/bookings/{bookingId}/agreement: the rental agreement of a booking of the host's, printable. */
export default function HostAgreementPage() {
  const { bookingId = '' } = useParams();
  const back = useMessages('booking').checkout.back;
  return <AgreementPrint bookingId={bookingId} back={{ to: paths.host.booking.getHref(bookingId), label: back }} />;
}
