import { Link } from 'react-router';
import type { AdminDisputeDetail } from '@espasyo/domain/contracts/disputes';
import { paths } from '@espasyo/domain/paths';
import { formatMoney } from '@/lib/format';
import { useBookingDates } from '@/lib/booking-dates';
import { useMessages } from '@/lib/i18n';
import { useFormat } from '@/lib/use-format';
import { BookingStatusBadge } from '@/features/bookings';
import { PaymentStatusBadge } from '@/features/admin/payments/payment-parts';

const box = 'space-y-3 rounded-card border border-ink-200 bg-white p-4';

/** What staff decide on, at hand: the booking, its payments and refunds, the agreement, their messages, its timeline. */
export function AdminDisputeContext({ detail }: { detail: AdminDisputeDetail }) {
  const chat = useMessages('messages');
  const m = useMessages('adminCases').dispute;
  const { dateTime } = useFormat();
  const dates = useBookingDates();
  const { booking: b, payments, agreement, conversation } = detail;
  return (
    <>
      <section aria-labelledby="dispute-booking-heading" className={box}>
        <h2 id="dispute-booking-heading" className="text-lg font-semibold text-ink-900">
          {m.booking}
        </h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-ink-600">{m.status}</dt>
          <dd>
            <BookingStatusBadge status={b.status} />
          </dd>
          <dt className="text-ink-600">{m.dates}</dt>
          <dd className="text-ink-900">{dates.of(b)}</dd>
          <dt className="text-ink-600">{m.client}</dt>
          <dd className="text-ink-900">{b.client.name}</dd>
          <dt className="text-ink-600">{m.host}</dt>
          <dd className="text-ink-900">{b.host.name}</dd>
          <dt className="text-ink-600">{m.total}</dt>
          <dd className="text-ink-900">{formatMoney(b.total)}</dd>
        </dl>
        <p className="text-sm font-medium text-ink-900">{m.refundable({ amount: formatMoney(detail.refundable) })}</p>
        {detail.dispute.held > 0 && (
          <p className="text-sm text-ink-700">{m.held({ amount: formatMoney(detail.dispute.held) })}</p>
        )}
        <Link
          to={paths.admin.bookings.getHref({ booking: b.id })}
          className="inline-flex min-h-11 items-center font-medium text-brand-700 underline"
        >
          {m.openBooking}
        </Link>
      </section>

      <section aria-labelledby="dispute-payments-heading" className={box}>
        <h2 id="dispute-payments-heading" className="text-lg font-semibold text-ink-900">
          {m.payments}
        </h2>
        {payments.items.length === 0 ? (
          <p className="text-sm text-ink-600">{m.noPayments}</p>
        ) : (
          <ul className="space-y-2 text-sm">
            {payments.items.map((p) => (
              <li key={p.id} className="flex flex-wrap items-center justify-between gap-2">
                <span className="text-ink-900">
                  {formatMoney(p.amount)} · {dateTime(p.paidAt ?? p.createdAt)}
                  {p.refunded > 0 && (
                    <span className="text-ink-600"> · {m.refunded({ amount: formatMoney(p.refunded) })}</span>
                  )}
                </span>
                <PaymentStatusBadge status={p.status} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="dispute-agreement-heading" className={box}>
        <h2 id="dispute-agreement-heading" className="text-lg font-semibold text-ink-900">
          {m.agreement}
        </h2>
        <p className="text-sm text-ink-700">
          {agreement?.signed
            ? m.agreementSigned({
                name: agreement.signed.typedName ?? b.client.name,
                when: dateTime(agreement.signed.at),
              })
            : m.agreementUnsigned}
        </p>
        <Link
          to={paths.admin.bookingAgreement.getHref(b.id)}
          className="inline-flex min-h-11 items-center font-medium text-brand-700 underline"
        >
          {m.readAgreement}
        </Link>
      </section>

      <section aria-labelledby="dispute-messages-heading" className={box}>
        <h2 id="dispute-messages-heading" className="text-lg font-semibold text-ink-900">
          {m.messages}
        </h2>
        {conversation.length === 0 ? (
          <p className="text-sm text-ink-600">{m.noMessages}</p>
        ) : (
          <ol className="max-h-96 space-y-2 overflow-y-auto text-sm">
            {conversation.map((c) => (
              <li key={c.id}>
                <p className="font-medium text-ink-900">
                  {c.senderName} <span className="font-normal text-ink-600">· {dateTime(c.createdAt)}</span>
                </p>
                <p className="whitespace-pre-line wrap-anywhere text-ink-800">{c.body}</p>
                {c.hiddenFrom && <p className="text-xs text-ink-600">{chat.hiddenFrom[c.hiddenFrom]}</p>}
              </li>
            ))}
          </ol>
        )}
      </section>

      <section aria-labelledby="dispute-timeline-heading" className={box}>
        <h2 id="dispute-timeline-heading" className="text-lg font-semibold text-ink-900">
          {m.timeline}
        </h2>
        <ol className="space-y-2 border-l-2 border-ink-200 pl-4 text-sm">
          {b.events.map((e) => (
            <li key={e.id}>
              <p className="flex flex-wrap items-center gap-2 text-ink-900">
                <BookingStatusBadge status={e.toStatus} />
                <span>
                  {e.action.replace(/_/g, ' ')} · {e.actor}
                </span>
              </p>
              <p className="text-ink-600">
                <time dateTime={e.createdAt}>{dateTime(e.createdAt)}</time>
                {e.reason && ` · ${e.reason}`}
              </p>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
