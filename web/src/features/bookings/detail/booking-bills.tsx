import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Bill, Booking } from '@espasyo/domain/contracts/bookings';
import { paths } from '@espasyo/domain/paths';
import type { BillStatus } from '@espasyo/domain/tenancies/process';
import { LoadError } from '@/components/load-error';
import { Alert } from '@/components/ui/alert';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { errorMessage } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n';
import { useFormat } from '@/lib/use-format';
import { useBills } from '@/features/bookings/api/use-bills';
import { usePayBill } from '@/features/bookings/api/use-pay-bill';
import { useAutopay } from '@/features/bookings/api/use-autopay';
import { BookingAutopay } from './booking-autopay';

/** A bill's status in one colour: due and overdue ask for the client's attention, paid is done. */
const billTone: Record<BillStatus, BadgeTone> = {
  upcoming: 'neutral',
  open: 'warning',
  paid: 'success',
  overdue: 'danger',
  void: 'neutral',
};

export function BillStatusBadge({ status }: { status: BillStatus }) {
  const m = useMessages('tenancy').bills;
  return <Badge tone={billTone[status]}>{m.statusLabels[status]}</Badge>;
}

const linkClass = 'inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline';

function BillLine({
  bill,
  viewer,
  onPay,
  paying,
  action,
}: {
  bill: Bill;
  viewer: 'client' | 'host' | 'admin';
  /** The client's way to pay it; none while the booking's own checkout pays it (the first month). */
  onPay: ((checkout: string) => void) | null;
  paying: boolean;
  action?: ReactNode;
}) {
  const m = useMessages('tenancy').bills;
  const b = useMessages('booking');
  const f = useFormat();
  const period = m.period({ from: f.date(bill.periodStart), to: f.date(bill.periodEnd) });
  const checkout = bill.pay?.checkout;
  return (
    <li className="space-y-2 border-t border-ink-100 pt-3 first:border-t-0 first:pt-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-ink-900">{period}</p>
        <BillStatusBadge status={bill.status} />
      </div>
      <p className="text-sm text-ink-700 tabular-nums">
        {m.due({ amount: f.money(bill.amount), day: f.date(bill.dueOn) })}
        {viewer !== 'client' && bill.hostEarnings != null && (
          <> · {m.hostEarns({ amount: f.money(bill.hostEarnings) })}</>
        )}
      </p>
      {bill.pay?.cardNote && <p className="text-sm font-semibold text-warning-700">{bill.pay.cardNote}</p>}
      {bill.pay?.methodsNote && <p className="text-sm text-ink-700">{bill.pay.methodsNote}</p>}
      {onPay && checkout && (
        <Button size="sm" loading={paying} loadingText={b.sign.opening} onClick={() => onPay(checkout)}>
          {m.pay({ amount: f.money(bill.amount) })} <span className="sr-only">{m.forPeriod({ period })}</span>
        </Button>
      )}
      {viewer === 'client' && bill.status === 'paid' && bill.paymentId && (
        <Link to={paths.client.paymentReceipt.getHref(bill.paymentId)} className={linkClass}>
          {b.payments.receipt} <span className="sr-only">{m.forPeriod({ period })}</span>
        </Link>
      )}
      {action}
    </li>
  );
}

/** A tenancy whose bills are still to be paid: its client may turn paying by saved card on or off. */
const running: readonly string[] = ['awaiting_payment', 'confirmed', 'active', 'notice_given'];

/**
 * A tenancy's bills (issue 32), oldest first: each one's period, amount, due date and status; for
 * the client a bill's 'Pay' (its checkout, then the gateway's page, as a booking is paid), the
 * choice to keep the card for the next bills, automatic payment on or off, and a paid one's
 * receipt; for the host and staff the host's share. The first month is paid through the booking's
 * own checkout (the agreement is signed there) while the booking awaits payment.
 * `action`: what a viewer's page adds to a bill (staff's Void bill).
 */
export function BookingBills({
  booking,
  viewer,
  action,
}: {
  booking: Booking;
  viewer: 'client' | 'host' | 'admin';
  action?: (bill: Bill) => ReactNode;
}) {
  const bills = useBills(booking.id);
  const pay = usePayBill(booking.id);
  const mine = viewer === 'client' && running.includes(booking.status);
  const autopay = useAutopay(booking.id, mine);
  const [saveCard, setSaveCard] = useState(false);
  const m = useMessages('tenancy').bills;
  const sign = useMessages('booking').sign;
  if (bills.isPending)
    return <div role="status" aria-label={m.loading} className="h-32 animate-pulse rounded-card bg-ink-100" />;
  if (bills.isError) return <LoadError title={m.error} error={bills.error} onRetry={() => void bills.refetch()} />;
  if (bills.data.items.length === 0) return null;
  const firstByCheckout = booking.actions.includes('pay');
  const payable = bills.data.items.some((b) => b.pay && !(firstByCheckout && b.number === 0));
  // Paying a bill by card may keep the card for the next ones, while they are not paid by a saved card already.
  const offerSave = mine && payable && autopay.data?.canSaveCard === true && !autopay.data.enabled;
  return (
    <section aria-labelledby="booking-bills" className="space-y-3 rounded-card border border-ink-200 bg-white p-5">
      <h2 id="booking-bills" className="text-lg font-semibold text-ink-900">
        {m.heading}
      </h2>
      {mine && autopay.data && <BookingAutopay bookingId={booking.id} autopay={autopay.data} />}
      {offerSave && (
        <Checkbox
          label={sign.saveCard}
          help={sign.saveCardHelp}
          checked={saveCard}
          onChange={(e) => setSaveCard(e.target.checked)}
        />
      )}
      <ul className="space-y-3">
        {bills.data.items.map((b) => (
          <BillLine
            key={b.id}
            bill={b}
            viewer={viewer}
            onPay={
              viewer === 'client' && !(firstByCheckout && b.number === 0)
                ? (checkout) => pay.mutate({ checkout, saveCard: offerSave && saveCard })
                : null
            }
            paying={pay.isPending && pay.variables?.checkout === b.pay?.checkout}
            action={action?.(b)}
          />
        ))}
      </ul>
      {pay.isError && <Alert tone="danger">{errorMessage(pay.error)}</Alert>}
    </section>
  );
}
