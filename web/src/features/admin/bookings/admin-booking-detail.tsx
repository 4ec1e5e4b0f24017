import { Link } from 'react-router';
import { paths } from '@espasyo/domain/paths';
import { LoadError } from '@/components/load-error';
import { Alert } from '@/components/ui/alert';
import { useMessages } from '@/lib/i18n';
import { useFormat } from '@/lib/use-format';
import { useBookingDates } from '@/lib/booking-dates';
import {
  BookingBills,
  BookingPlace,
  BookingQuote,
  BookingStatusBadge,
  BookingTimeline,
  Fact,
  HostBookingActions,
  HostEarnings,
  useBooking,
  useBookingWords,
  useSideNote,
} from '@/features/bookings';
import { AdminBookingPayments } from './admin-booking-payments';
import { VoidBill } from './void-bill';

/**
 * One booking for staff, in the drawer: status and what happens next, both sides, when, the
 * actions the server allows staff (cancel with the refund shown first, audited), a tenancy's bills
 * (an unpaid one voided with a reason, audited), the agreement, the payments, the price and the host's earnings, the place, then the history.
 */
export function AdminBookingDetail({ id }: { id: string }) {
  const m = useMessages('adminCases').detail;
  const f = useFormat();
  const { facts } = useBookingWords();
  const sideNote = useSideNote();
  const dates = useBookingDates();
  const booking = useBooking(id);
  if (booking.isError)
    return <LoadError title={m.error} error={booking.error} onRetry={() => void booking.refetch()} />;
  if (!booking.data)
    return <div role="status" aria-label={m.loading} className="h-64 animate-pulse rounded-card bg-ink-100" />;
  const b = booking.data;
  return (
    <div className="space-y-5">
      <div className="space-y-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <p className="min-w-0 text-lg font-semibold wrap-anywhere text-ink-900">{b.listingTitle}</p>
          <BookingStatusBadge status={b.status} />
        </div>
        <p className="text-base text-ink-700">{sideNote(b, 'admin')}</p>
        {b.flag && (
          <Alert tone="danger" title={m.flagged}>
            {m.flag({ reason: b.flag.reason, when: f.dateTime(b.flag.at) })}
          </Alert>
        )}
        {b.reason && (
          <p className="text-sm whitespace-pre-line text-ink-700">
            <span className="font-medium">{m.reasonGiven}</span> {b.reason}
          </p>
        )}
      </div>
      <dl className="grid gap-3 text-base sm:grid-cols-2">
        <Fact label={m.client}>{b.client.name}</Fact>
        <Fact label={m.host}>{b.host.name}</Fact>
        <Fact label={m.when}>{dates.of(b)}</Fact>
        <Fact label={m.length}>{facts(b)}</Fact>
        <Fact label={m.booked}>{f.dateTime(b.createdAt)}</Fact>
        <Fact label={m.id}>
          <span className="font-mono text-sm break-all">{b.id}</span>
        </Fact>
      </dl>
      <HostBookingActions booking={b} viewer="admin" agreementHref={paths.admin.bookingAgreement.getHref(b.id)} />
      {b.kind === 'tenancy' && (
        <BookingBills
          booking={b}
          viewer="admin"
          action={(bill) => <VoidBill bookingId={b.id} bill={bill} client={b.client.name} />}
        />
      )}
      <AdminBookingPayments bookingId={b.id} />
      <BookingQuote quote={b.quote} />
      <HostEarnings quote={b.quote} viewer="admin" />
      {b.place && <BookingPlace place={b.place} />}
      <BookingTimeline events={b.events} viewer={null} />
      <Link
        to={paths.spaces.listing.getHref(b.listingId)}
        className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline"
      >
        {m.seeListing}
      </Link>
    </div>
  );
}
