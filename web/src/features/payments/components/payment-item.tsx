import { Link } from 'react-router';
import { Download, FileText, FlaskConical } from 'lucide-react';
import type { PaymentHistoryItem } from '@espasyo/domain/contracts/receipts';
import { paths } from '@espasyo/domain/paths';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useBookingDates } from '@/lib/booking-dates';
import { useMessages } from '@/lib/i18n';
import { useFormat } from '@/lib/use-format';
import { receiptPdfUrl } from '@/features/payments/api/use-receipt';
import { PaymentStatusBadge } from './payment-status-badge';

/** The columns of a row from 1024 px; one card under it. */
export const rowGrid =
  'lg:grid lg:grid-cols-[8.5rem_minmax(0,1fr)_7.5rem_8.5rem_6.5rem_16rem] lg:items-center lg:gap-4';

type Words = ReturnType<typeof useMessages<'payments'>>;

/** What to say under an unpaid payment, one under review, or a refund still on its way. */
export function noteOf(m: Words, i: PaymentHistoryItem): string | null {
  if (i.kind === 'payment') {
    if (i.status === 'under_review') return m.reviewNote;
    return i.status === 'failed' || i.status === 'expired' ? m.unpaidNote[i.status] : null;
  }
  return i.status === 'pending' || i.status === 'failed' ? m.refundNote[i.status] : null;
}

/**
 * One payment or refund: when, the booking (its title opens the client's booking page) and its
 * host, the method, the status and the amount; with a receipt, a link to the printable receipt
 * and the PDF. A payment that never went through is greyed.
 */
export function PaymentItem({ item: i }: { item: PaymentHistoryItem }) {
  const unpaid = i.kind === 'payment' && (i.status === 'failed' || i.status === 'expired');
  const m = useMessages('payments');
  const f = useFormat();
  const dates = useBookingDates();
  const note = noteOf(m, i);
  const whose = m.actions.whose({ kind: i.kind, date: f.date(i.at) });
  return (
    <li
      className={cn(
        'rounded-card border border-ink-200 bg-white p-4 shadow-card sm:p-5 lg:rounded-none lg:border-0 lg:border-b lg:px-4 lg:py-4 lg:shadow-none',
        rowGrid,
        unpaid && 'bg-ink-50 text-ink-600',
      )}
    >
      <div className="flex items-center justify-between gap-3 lg:block">
        <p className="text-sm whitespace-nowrap text-ink-600 lg:text-base lg:text-ink-800">{f.date(i.at)}</p>
        <p className="text-sm font-semibold text-ink-700 lg:mt-0.5 lg:font-normal lg:text-ink-600">{m.kinds[i.kind]}</p>
      </div>
      <div className="mt-2 min-w-0 lg:mt-0">
        <h3 className={cn('text-base font-semibold wrap-anywhere', unpaid ? 'text-ink-700' : 'text-ink-900')}>
          <Link to={paths.client.booking.getHref(i.booking.id)} className="underline-offset-2 hover:underline">
            {i.booking.listingTitle}
          </Link>
        </h3>
        <p className="text-sm text-ink-600">{dates.of(i.booking)}</p>
        <p className="text-sm text-ink-600">{m.hostLine({ name: i.host.name })}</p>
        {i.reason && <p className="text-sm font-medium text-ink-800">{m.reasons[i.reason]}</p>}
        {note && <p className="mt-1 text-sm text-ink-700">{note}</p>}
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-2 lg:mt-0 lg:block">
        <p className="text-sm text-ink-800">{i.method ? m.methods[i.method] : m.noMethod}</p>
        {i.testMode && (
          <Badge tone="warning" className="text-xs lg:mt-1">
            <FlaskConical aria-hidden="true" className="mr-1 size-3" />
            {m.testMode}
          </Badge>
        )}
      </div>
      <div className="mt-3 flex items-center justify-between gap-3 lg:contents">
        <div>
          <PaymentStatusBadge item={i} />
        </div>
        <p
          className={cn(
            'text-lg font-semibold tabular-nums lg:text-right lg:text-base',
            unpaid ? 'text-ink-600 line-through decoration-ink-400' : 'text-ink-900',
          )}
        >
          {f.money(i.amount)}
        </p>
      </div>
      <div className="mt-3 flex flex-wrap gap-2 lg:mt-0 lg:justify-end lg:gap-1">
        {i.receipt && (
          <>
            <Link to={paths.client.paymentReceipt.getHref(i.id)} className={buttonClasses('outline', 'sm')}>
              <FileText aria-hidden="true" className="size-4" />
              {m.actions.receipt} <span className="sr-only">{whose}</span>
            </Link>
            <a href={receiptPdfUrl(i.id)} download className={buttonClasses('ghost', 'sm')}>
              <Download aria-hidden="true" className="size-4" />
              {m.actions.downloadPdf} <span className="sr-only">{whose}</span>
            </a>
          </>
        )}
      </div>
    </li>
  );
}

/** A row's shape while the list loads. */
export function PaymentItemSkeleton() {
  return (
    <li aria-hidden="true" className={cn('rounded-card border border-ink-200 bg-white p-4 lg:rounded-none', rowGrid)}>
      <div className="h-4 w-24 animate-pulse rounded bg-ink-100" />
      <div className="mt-2 h-5 w-2/3 animate-pulse rounded bg-ink-100 lg:mt-0" />
      <div className="mt-2 h-4 w-16 animate-pulse rounded bg-ink-100 lg:mt-0" />
      <div className="mt-2 h-6 w-20 animate-pulse rounded-full bg-ink-100 lg:mt-0" />
      <div className="mt-2 h-5 w-16 animate-pulse rounded bg-ink-100 lg:mt-0 lg:ml-auto" />
      <div className="mt-2 h-9 w-28 animate-pulse rounded bg-ink-100 lg:mt-0 lg:ml-auto" />
    </li>
  );
}
