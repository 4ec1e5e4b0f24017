import { Flag } from 'lucide-react';
import type { AdminPayment } from '@espasyo/domain/contracts/admin-payments';
import { formatMoney } from '@/lib/format';
import { useMessages } from '@/lib/i18n';
import { useFormat } from '@/lib/use-format';
import { PaymentStatusBadge, TestModeBadge, useMethodLine } from './payment-parts';

const useWords = () => useMessages('adminMoney').payments;

interface ListProps {
  items: AdminPayment[];
  onOpen: (id: string) => void;
}

/** The listing's title, opening the payment in the drawer. */
function OpenButton({ p, onOpen }: { p: AdminPayment; onOpen: (id: string) => void }) {
  const m = useWords();
  return (
    <button
      type="button"
      onClick={() => onOpen(p.id)}
      aria-label={m.open({ title: p.listingTitle })}
      className="min-h-11 text-left font-semibold wrap-anywhere text-brand-800 underline-offset-2 hover:underline sm:min-h-0"
    >
      {p.listingTitle}
    </button>
  );
}

function Sides({ p }: { p: AdminPayment }) {
  const m = useWords();
  return (
    <>
      <span className="block wrap-anywhere text-ink-700">
        {m.clientLine({ name: `${p.client.name} (${p.client.email})` })}
      </span>
      <span className="block wrap-anywhere text-ink-600">{m.hostLine({ name: p.host.name })}</span>
    </>
  );
}

function FlagNote({ p }: { p: AdminPayment }) {
  const m = useWords();
  return (
    p.flag && (
      <span className="mt-1 flex items-start gap-1.5 font-medium text-danger-700">
        <Flag aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {m.flagged({ reason: p.flag })}
      </span>
    )
  );
}

function Amount({ p }: { p: AdminPayment }) {
  const m = useWords();
  return (
    <>
      <span className="block font-semibold text-ink-900 tabular-nums">{formatMoney(p.amount)}</span>
      {p.refunded > 0 && (
        <span className="block text-sm text-ink-600 tabular-nums">
          {m.refundedLine({ amount: formatMoney(p.refunded) })}
        </span>
      )}
    </>
  );
}

/** Laptop: a table of payments, newest first. */
export function PaymentsTable({ items, onOpen }: ListProps) {
  const m = useWords();
  const c = m.columns;
  const f = useFormat();
  const methodLine = useMethodLine();
  const head = [c.created, c.booking, c.method, c.status];
  return (
    <div className="hidden relative overflow-x-auto rounded-card border border-ink-200 bg-white shadow-card md:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{m.page.heading}</caption>
        <thead className="border-b border-ink-200 bg-ink-50 text-ink-700">
          <tr>
            {head.map((h) => (
              <th key={h} scope="col" className="px-4 py-3 font-semibold">
                {h}
              </th>
            ))}
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              {c.amount}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-100">
          {items.map((p) => (
            <tr key={p.id} className="align-top hover:bg-ink-50">
              <td className="px-4 py-3 whitespace-nowrap text-ink-800">{f.date(p.createdAt)}</td>
              <td className="px-4 py-3">
                <OpenButton p={p} onOpen={onOpen} />
                <Sides p={p} />
                <FlagNote p={p} />
              </td>
              <td className="px-4 py-3 text-ink-800">
                <span className="block">{methodLine(p)}</span>
                {p.gateway === 'sandbox' && <TestModeBadge />}
              </td>
              <td className="px-4 py-3">
                <PaymentStatusBadge status={p.status} />
              </td>
              <td className="px-4 py-3 text-right whitespace-nowrap">
                <Amount p={p} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Phone: one card per payment. */
export function PaymentsCards({ items, onOpen }: ListProps) {
  const f = useFormat();
  const methodLine = useMethodLine();
  return (
    <ul className="space-y-3 md:hidden">
      {items.map((p) => (
        <li key={p.id} className="rounded-card border border-ink-200 bg-white p-4 text-sm shadow-card">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0 text-base">
              <OpenButton p={p} onOpen={onOpen} />
            </div>
            <PaymentStatusBadge status={p.status} />
          </div>
          <div className="mt-1">
            <Sides p={p} />
            <FlagNote p={p} />
          </div>
          <div className="mt-3 flex items-end justify-between gap-3">
            <div className="text-ink-700">
              <span className="block">{f.date(p.createdAt)}</span>
              <span className="block">{methodLine(p)}</span>
              {p.gateway === 'sandbox' && <TestModeBadge />}
            </div>
            <div className="text-right text-lg">
              <Amount p={p} />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
