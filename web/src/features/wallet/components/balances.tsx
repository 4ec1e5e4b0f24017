import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Wallet } from '@espasyo/domain/contracts/money';
import { paths } from '@espasyo/domain/paths';
import { MonthEarningsLines } from '@/components/month-earnings';
import { Alert } from '@/components/ui/alert';
import { useMessages } from '@/lib/i18n';
import { monthLabel } from '@/lib/calendar';
import { useFormat } from '@/lib/use-format';

function Figure({
  label,
  amount,
  help,
  children,
}: {
  label: string;
  amount: number;
  help: string;
  children?: ReactNode;
}) {
  const f = useFormat();
  return (
    <div className="rounded-card border border-ink-200 bg-white p-5 shadow-card">
      <dt className="text-sm font-semibold text-ink-700">{label}</dt>
      <dd className="mt-1">
        <span className="block text-2xl font-bold text-ink-900 tabular-nums sm:text-3xl">{f.money(amount)}</span>
        <span className="mt-1 block text-sm text-ink-600">{help}</span>
        {children}
      </dd>
    </div>
  );
}

/**
 * Available, pending (with when each booking's part becomes available), paid out and this
 * month's earnings as the dashboard shows them (refunds on their own line); below them,
 * in plain words, a payout on its way and a debt, when there is one.
 */
export function Balances({ wallet }: { wallet: Wallet }) {
  const w = useMessages('wallet');
  const m = w.balances;
  const f = useFormat();
  return (
    <section aria-labelledby="balances-title" className="space-y-4">
      <h2 id="balances-title" className="sr-only">
        {m.heading}
      </h2>
      <dl className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
        <Figure label={m.available} amount={wallet.available} help={m.availableHelp} />
        <Figure label={m.pending} amount={wallet.pending} help={m.pendingHelp}>
          <Upcoming items={wallet.upcoming} />
        </Figure>
        <Figure label={m.paidOut} amount={wallet.paidOut} help={m.paidOutHelp} />
        <Figure
          label={w.earnings.label({ month: monthLabel(wallet.month.month, f.lang) })}
          amount={wallet.month.net}
          help={w.earnings.help}
        >
          <div className="mt-2 text-sm text-ink-700">
            <MonthEarningsLines earnings={wallet.month} />
          </div>
        </Figure>
      </dl>
      {wallet.held > 0 && <Alert tone="warning">{m.held({ amount: f.money(wallet.held) })}</Alert>}
      {wallet.payoutPending > 0 && (
        <Alert tone="info">{m.payoutPending({ amount: f.money(wallet.payoutPending) })}</Alert>
      )}
      {wallet.debt > 0 && <Alert tone="warning">{m.owes({ debt: f.money(wallet.debt) })}</Alert>}
    </section>
  );
}

function Upcoming({ items }: { items: Wallet['upcoming'] }) {
  const m = useMessages('wallet').balances;
  const f = useFormat();
  if (items.length === 0) return null;
  return (
    <div className="mt-3 border-t border-ink-100 pt-3">
      <p className="text-sm font-semibold text-ink-800">{m.upcomingHeading}</p>
      <ul className="mt-1 space-y-1 text-sm text-ink-700">
        {items.map((u) => (
          <li key={u.bookingId}>
            <span className="font-medium text-ink-900">
              {u.onHold
                ? m.upcomingOnHold({ amount: f.money(u.amount) })
                : m.upcomingItem({ amount: f.money(u.amount), date: f.date(u.availableAt) })}
            </span>
            {' · '}
            <Link
              to={paths.host.booking.getHref(u.bookingId)}
              className="text-brand-700 underline underline-offset-2 wrap-anywhere"
            >
              {u.listingTitle}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
