import { Link } from 'react-router';
import { CreditCard, Wallet } from 'lucide-react';
import { anyBookingStatuses } from '@espasyo/domain/tenancies/kinds';
import type { AdminBookingsSummary } from '@espasyo/domain/contracts/bookings';
import { paths } from '@espasyo/domain/paths';
import { Badge, statusTone } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { formatMoney } from '@/lib/format';
import { LoadError } from '@/components/load-error';
import { LoadingList } from '@/features/admin/shared/load-states';
import { useMessages } from '@/lib/i18n';
import { monthLabel } from '@/lib/calendar';
import { useFormat } from '@/lib/use-format';
import { useBookingsSummary } from './api';
import type { Icon } from './stat';

function Money({ label, value, icon: I, children }: { label: string; value: number; icon: Icon; children: string }) {
  return (
    <div className="flex items-start gap-3 rounded-card border border-ink-200 bg-white p-3 shadow-card sm:p-4">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <I aria-hidden="true" className="size-5" />
      </span>
      <span className="min-w-0">
        <span className="block text-sm text-ink-600">{label}</span>
        <span className="block text-xl font-bold text-ink-900 tabular-nums">{formatMoney(value)}</span>
        <span className="block text-sm text-ink-600">{children}</span>
      </span>
    </div>
  );
}

function ByStatus({ s }: { s: AdminBookingsSummary }) {
  const m = useMessages('adminCore').dashboard.bookings;
  const statusLabel = useMessages('booking').status;
  const { number } = useFormat();
  return (
    <Card>
      <h3 className="text-base font-semibold text-ink-900">
        {m.byStatus} <span className="font-normal text-ink-600">{m.inAll({ count: number(s.total) })}</span>
      </h3>
      <ul className="mt-3 grid grid-cols-1 gap-x-6 gap-y-1 min-[420px]:grid-cols-2 lg:grid-cols-4">
        {anyBookingStatuses.map((status) => (
          <li key={status}>
            <Link
              to={paths.admin.bookings.getHref({ status })}
              className="flex min-h-11 items-center justify-between gap-3 rounded-field px-2 hover:bg-ink-50"
            >
              <Badge tone={statusTone[status] ?? 'neutral'}>{statusLabel[status]}</Badge>
              <span className="sr-only">: </span>
              <span className="font-semibold text-ink-900 tabular-nums">{number(s.byStatus[status])}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** Bookings by status (each a link to the filtered list), this month's payment volume and the platform's revenue. */
export function BookingsFigures() {
  const m = useMessages('adminCore').dashboard.bookings;
  const { lang } = useFormat();
  const summary = useBookingsSummary();
  const s = summary.data;
  return (
    <section aria-labelledby="dash-bookings" className="space-y-3">
      <h2 id="dash-bookings" className="text-lg font-semibold text-ink-900">
        {s ? m.headingMonth({ month: monthLabel(s.month.month, lang) }) : m.heading}
      </h2>
      {summary.isError ? (
        <LoadError title={m.error} error={summary.error} onRetry={() => void summary.refetch()} />
      ) : !s ? (
        <LoadingList label={m.loading} count={3} itemClassName="h-24" className="grid gap-3 sm:grid-cols-2" />
      ) : (
        <>
          <div className="grid gap-3 sm:grid-cols-2">
            <Money label={m.volume} value={s.month.paymentVolume} icon={CreditCard}>
              {m.volumeNote({ payments: s.month.payments, refunded: formatMoney(s.month.refunded) })}
            </Money>
            <Money label={m.revenue} value={s.month.platformRevenue} icon={Wallet}>
              {m.revenueNote}
            </Money>
          </div>
          <ByStatus s={s} />
        </>
      )}
    </section>
  );
}
