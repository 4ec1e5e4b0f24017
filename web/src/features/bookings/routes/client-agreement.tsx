import { useParams } from 'react-router';
import { paths } from '@espasyo/domain/paths';
import { AgreementPrint } from '@/features/bookings/agreement/agreement-print';
import { useMessages } from '@/lib/i18n';

/** /client/bookings/{bookingId}/agreement: the booking's rental agreement, printable. */
export default function ClientAgreementPage() {
  const { bookingId = '' } = useParams();
  const back = useMessages('booking').checkout.back;
  return <AgreementPrint bookingId={bookingId} back={{ to: paths.client.booking.getHref(bookingId), label: back }} />;
}
