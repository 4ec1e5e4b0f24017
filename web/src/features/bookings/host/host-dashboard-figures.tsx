import type { ReactNode } from 'react';
import { CalendarRange, Repeat, Wallet } from 'lucide-react';
import type { HostBookingsSummary } from '@espasyo/domain/contracts/bookings';
import { MonthEarningsLines } from '@/components/month-earnings';
import { addDays, monthLabel } from '@/lib/calendar';
import { useMessages } from '@/lib/i18n';
import { useFormat } from '@/lib/use-format';

function Figure({
  icon,
  label,
  value,
  children,
}: {
  icon: ReactNode;
  label: string;
  value: string;
  children: ReactNode;
}) {
  return (
    <div className="flex gap-3 rounded-card border border-ink-200 bg-white p-4 shadow-card">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        {icon}
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-sm text-ink-600">{label}</p>
        <p className="text-2xl font-bold text-ink-900 tabular-nums">{value}</p>
        <div className="mt-1 text-sm text-ink-700">{children}</div>
      </div>
    </div>
  );
}

/**
 * The host's monthly tenancies (issue 32): what they are expected to earn over the next 3 months,
 * how many run, and the bills overdue. Shown once the host has any.
 */
function TenanciesFigure({ s }: { s: HostBookingsSummary['tenancies'] }) {
  const t = useMessages('hostBookings').dashboard;
  const f = useFormat();
  if (s.running === 0 && s.overdue.count === 0 && s.expected.earnings === 0) return null;
  return (
    <Figure
      icon={<Repeat aria-hidden="true" className="size-5" />}
      label={t.expected({ months: s.expected.months })}
      value={f.money(s.expected.earnings)}
    >
      <p>{t.window({ from: f.date(s.expected.from), to: f.date(addDays(s.expected.to, -1)) })}</p>
      <p>{t.running({ count: s.running })}</p>
      <p className={s.overdue.count > 0 ? 'font-semibold text-danger-700' : undefined}>
        {t.overdue({ count: s.overdue.count, amount: f.money(s.overdue.amount) })}
      </p>
    </Figure>
  );
}

/**
 * This month's earnings (of the stays starting in it, refunds on their own line), how full the
 * host's spaces are over the next 30 days, and their monthly tenancies.
 */
export function HostDashboardFigures({ s }: { s: HostBookingsSummary }) {
  const m = useMessages('hostBookings').dashboard;
  const f = useFormat();
  const percent = Math.round(s.occupancy.rate * 100);
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Figure
        icon={<Wallet aria-hidden="true" className="size-5" />}
        label={m.earnings({ month: monthLabel(s.month.month, f.lang) })}
        value={f.money(s.month.net)}
      >
        <MonthEarningsLines earnings={s.month} />
      </Figure>
      <Figure
        icon={<CalendarRange aria-hidden="true" className="size-5" />}
        label={m.occupancy({ days: s.occupancy.days })}
        value={m.percent({ percent })}
      >
        <p>{m.unitsBooked({ booked: f.number(s.occupancy.unitsBooked), offered: s.occupancy.unitsOffered })}</p>
        <div aria-hidden="true" className="mt-2 h-2 overflow-hidden rounded-full bg-ink-100">
          <div className="h-full rounded-full bg-brand-600" style={{ width: `${Math.min(100, percent)}%` }} />
        </div>
      </Figure>
      <TenanciesFigure s={s.tenancies} />
    </div>
  );
}
