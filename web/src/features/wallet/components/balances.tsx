import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Wallet } from '@espasyo/domain/contracts/money';
import { moneyMessages } from '@espasyo/domain/messages/money';
import { paths } from '@espasyo/domain/paths';
import { MonthEarningsLines } from '@/components/month-earnings';
import { Alert } from '@/components/ui/alert';
import { monthLabel } from '@/lib/calendar';
import { formatDate, formatMoney } from '@/lib/format';

const m = moneyMessages.wallet.balances;

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
  return (
    <div className="rounded-card border border-ink-200 bg-white p-5 shadow-card">
      <dt className="text-sm font-semibold text-ink-700">{label}</dt>
      <dd className="mt-1">
        <span className="block text-2xl font-bold text-ink-900 tabular-nums sm:text-3xl">{formatMoney(amount)}</span>
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
          label={moneyMessages.earnings.label(monthLabel(wallet.month.month))}
          amount={wallet.month.net}
          help={moneyMessages.earnings.help}
        >
          <div className="mt-2 text-sm text-ink-700">
            <MonthEarningsLines earnings={wallet.month} />
          </div>
        </Figure>
      </dl>
      {wallet.held > 0 && <Alert tone="warning">{m.held(formatMoney(wallet.held))}</Alert>}
      {wallet.payoutPending > 0 && <Alert tone="info">{m.payoutPending(formatMoney(wallet.payoutPending))}</Alert>}
      {wallet.debt > 0 && <Alert tone="warning">{moneyMessages.owes(formatMoney(wallet.debt))}</Alert>}
    </section>
  );
}

function Upcoming({ items }: { items: Wallet['upcoming'] }) {
  if (items.length === 0) return null;
  return (
    <div className="mt-3 border-t border-ink-100 pt-3">
      <p className="text-sm font-semibold text-ink-800">{m.upcomingHeading}</p>
      <ul className="mt-1 space-y-1 text-sm text-ink-700">
        {items.map((u) => (
          <li key={u.bookingId}>
            <span className="font-medium text-ink-900">
              {u.onHold
                ? `${formatMoney(u.amount)} ${m.upcomingOnHold}`
                : m.upcomingItem(formatMoney(u.amount), formatDate(u.availableAt))}
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
