import type { ReactNode } from 'react';
import type { AdminPaymentDetail } from '@espasyo/domain/contracts/admin-payments';
import { formatMoney } from '@/lib/format';
import { useMessages } from '@/lib/i18n';
import { useFormat } from '@/lib/use-format';
import { RefundStatusBadge } from './payment-parts';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h3 id={id} className="text-lg font-semibold text-ink-900">
        {title}
      </h3>
      {children}
    </section>
  );
}

const Empty = ({ children }: { children: ReactNode }) => <p className="text-sm text-ink-700">{children}</p>;

/** Every refund of the payment: amount, why (staff's own words for theirs), status, attempts and the last error. */
export function PaymentRefunds({ refunds }: { refunds: AdminPaymentDetail['refunds'] }) {
  const m = useMessages('adminMoney').payments;
  const d = m.detail;
  const f = useFormat();
  return (
    <Section id="payment-refunds" title={d.refunds.heading}>
      {refunds.length === 0 ? (
        <Empty>{d.refunds.none}</Empty>
      ) : (
        <ul className="divide-y divide-ink-100 rounded-card border border-ink-200">
          {refunds.map((r) => (
            <li key={r.id} className="space-y-1 p-3 text-sm">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="text-base font-semibold text-ink-900 tabular-nums">{formatMoney(r.amount)}</span>
                <RefundStatusBadge status={r.status} />
              </div>
              <p className="text-ink-700">
                {m.refundReasons[r.reason]} · {f.dateTime(r.createdAt)} · {d.refunds.attempts({ count: r.attempts })}
              </p>
              {r.note && <p className="whitespace-pre-line text-ink-800">{r.note}</p>}
              {r.error && <p className="font-medium text-danger-700">{r.error}</p>}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/** The gateway's events about the payment: type, when received and processed, and the result or error. */
export function PaymentEvents({ events }: { events: AdminPaymentDetail['events'] }) {
  const d = useMessages('adminMoney').payments.detail;
  const f = useFormat();
  return (
    <Section id="payment-events" title={d.events.heading}>
      {events.length === 0 ? (
        <Empty>{d.events.none}</Empty>
      ) : (
        <ul className="divide-y divide-ink-100 rounded-card border border-ink-200">
          {events.map((e) => (
            <li key={e.id} className="space-y-0.5 p-3 text-sm">
              <p className="font-mono font-semibold break-all text-ink-900">{e.type}</p>
              <p className="text-ink-700">
                {d.events.received} {f.dateTime(e.receivedAt)} ·{' '}
                {e.processedAt ? `${d.events.processed} ${f.dateTime(e.processedAt)}` : d.events.waiting}
                {e.result ? ` · ${e.result}` : ''}
              </p>
              {e.error && <p className="font-medium text-danger-700">{e.error}</p>}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/** The ledger's lines naming the payment: kind and when, account and host, amount (debit +, credit −). */
export function PaymentLedger({ payment }: { payment: AdminPaymentDetail }) {
  const l = useMessages('adminMoney').payments.detail.ledger;
  const f = useFormat();
  const c = l.columns;
  return (
    <Section id="payment-ledger" title={l.heading}>
      {payment.ledger.length === 0 ? (
        <Empty>{payment.flag ? l.flaggedNone : l.none}</Empty>
      ) : (
        <div className="relative overflow-x-auto rounded-card border border-ink-200">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{l.heading}</caption>
            <thead className="border-b border-ink-200 bg-ink-50 text-ink-700">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {c.kind}
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {c.account}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  {c.amount}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-ink-100">
              {payment.ledger.map((x) => (
                <tr key={x.id} className="align-top">
                  <td className="px-3 py-2">
                    <span className="block text-ink-900">{l.kinds[x.kind]}</span>
                    <span className="block text-ink-600">{f.dateTime(x.createdAt)}</span>
                  </td>
                  <td className="px-3 py-2">
                    <span className="block text-ink-900">{l.accounts[x.account]}</span>
                    {x.host && <span className="block text-ink-600">{l.hostLine({ name: x.host.name })}</span>}
                  </td>
                  <td className="px-3 py-2 text-right whitespace-nowrap text-ink-900 tabular-nums">
                    {formatMoney(x.amount)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Section>
  );
}
