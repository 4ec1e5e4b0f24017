import type { AdminPayout } from '@espasyo/domain/contracts/money';
import { formatMoney } from '@/lib/format';
import { useMessages } from '@/lib/i18n';
import { useFormat } from '@/lib/use-format';
import { DecisionButtons, PayoutStatusBadge, Settlement, type OnDecide } from './payout-parts';

interface ListProps {
  items: AdminPayout[];
  onDecide: OnDecide;
}

const Host = ({ p }: { p: AdminPayout }) => (
  <>
    <span className="block font-medium wrap-anywhere text-ink-900">{p.host.name}</span>
    <span className="block wrap-anywhere text-ink-600">{p.host.email}</span>
  </>
);

const Method = ({ p }: { p: AdminPayout }) => (
  <>
    <span className="block wrap-anywhere text-ink-900">{p.method.label}</span>
    <span className="block wrap-anywhere text-ink-600">{p.accountName}</span>
  </>
);

/** Laptop: a table of the queue, the actions on each pending payout. */
export function PayoutsTable({ items, onDecide }: ListProps) {
  const m = useMessages('adminMoney').payouts;
  const c = m.columns;
  const f = useFormat();
  const head = [c.host, c.amount, c.withholding, c.net, c.method, c.requested, c.status];
  return (
    <div className="hidden relative overflow-x-auto rounded-card border border-ink-200 bg-white shadow-card md:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{m.title}</caption>
        <thead className="border-b border-ink-200 bg-ink-50 text-ink-700">
          <tr>
            {head.map((h) => (
              <th key={h} scope="col" className="px-4 py-3 font-semibold">
                {h}
              </th>
            ))}
            <th scope="col" className="px-4 py-3 font-semibold">
              <span className="sr-only">{c.actions}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-100">
          {items.map((p) => (
            <tr key={p.id} className="align-top hover:bg-ink-50">
              <td className="min-w-48 px-4 py-3">
                <Host p={p} />
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-ink-900 tabular-nums">{formatMoney(p.amount)}</td>
              <td className="px-4 py-3 whitespace-nowrap text-ink-700 tabular-nums">{formatMoney(p.withholding)}</td>
              <td className="px-4 py-3 font-semibold whitespace-nowrap text-ink-900 tabular-nums">
                {formatMoney(p.net)}
              </td>
              <td className="min-w-40 px-4 py-3">
                <Method p={p} />
              </td>
              <td className="px-4 py-3 text-ink-700">
                <span className="block whitespace-nowrap">{f.date(p.createdAt)}</span>
                <span className="block text-ink-600">{m.requestedBy[p.requestedBy]}</span>
              </td>
              <td className="min-w-56 px-4 py-3">
                <PayoutStatusBadge payout={p} />
                <Settlement payout={p} />
              </td>
              <td className="px-4 py-2 text-right">
                <DecisionButtons payout={p} onDecide={onDecide} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Phone: one card per payout. */
export function PayoutsCards({ items, onDecide }: ListProps) {
  const m = useMessages('adminMoney').payouts;
  const f = useFormat();
  return (
    <ul className="space-y-3 md:hidden">
      {items.map((p) => (
        <li key={p.id} className="rounded-card border border-ink-200 bg-white p-4 text-sm shadow-card">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <Host p={p} />
            </div>
            <PayoutStatusBadge payout={p} />
          </div>
          <p className="mt-3 text-lg font-semibold text-ink-900 tabular-nums">{formatMoney(p.amount)}</p>
          <p className="text-ink-700 tabular-nums">
            {m.withholding({ withholding: formatMoney(p.withholding) })} · {m.net({ net: formatMoney(p.net) })}
          </p>
          <div className="mt-2">
            <Method p={p} />
          </div>
          <p className="mt-2 text-ink-600">
            {f.date(p.createdAt)} · {m.requestedBy[p.requestedBy]}
          </p>
          <Settlement payout={p} />
          <div className="mt-3">
            <DecisionButtons payout={p} onDecide={onDecide} />
          </div>
        </li>
      ))}
    </ul>
  );
}
