import { FlaskConical } from 'lucide-react';
import type { ReceiptDocument, ReceiptSection } from '@espasyo/domain/bookings/receipt';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n';

function Section({ section: s, index }: { section: ReceiptSection; index: number }) {
  const id = `receipt-section-${index}`;
  return (
    <section aria-labelledby={id} className="break-inside-avoid">
      <h2 id={id} className="mb-2 text-base font-semibold text-brand-700">
        {s.heading}
      </h2>
      <dl className="space-y-1.5 text-base">
        {s.rows.map((r, i) => (
          <div
            key={i}
            className={cn(
              'gap-x-4',
              s.amounts ? 'flex justify-between' : 'grid sm:grid-cols-[11rem_minmax(0,1fr)]',
              r.strong && s.amounts && 'border-t border-ink-200 pt-2',
            )}
          >
            <dt className={cn(r.strong ? 'font-semibold text-ink-900' : 'text-ink-600')}>{r.label}</dt>
            <dd
              className={cn(
                'wrap-anywhere',
                s.amounts && 'text-right tabular-nums',
                r.strong ? 'font-semibold text-ink-900' : 'text-ink-800',
              )}
            >
              {r.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * The acknowledgement receipt on paper and on screen: the platform and the heading, the amount,
 * the receipt's number and date, the test-mode note, then the sections the PDF has too.
 */
export function ReceiptView({ document: d }: { document: ReceiptDocument }) {
  const m = useMessages('payments');
  return (
    <div className="space-y-6 rounded-card border border-ink-200 bg-white p-4 shadow-card sm:p-8 print:border-0 print:p-0 print:shadow-none">
      <header className="flex flex-wrap items-start justify-between gap-4 border-b border-ink-200 pb-4">
        <p className="text-2xl font-bold text-brand-700">{d.platformName}</p>
        <div className="sm:text-right">
          <h1 className="text-xl font-bold tracking-tight text-ink-900">{d.heading}</h1>
          <p className="text-sm text-ink-600">{d.subheading}</p>
        </div>
      </header>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm text-ink-600">{d.amountLabel}</p>
          <p className="text-3xl font-bold text-ink-900 tabular-nums">{d.amount}</p>
        </div>
        <div className="text-sm text-ink-600 sm:text-right">
          <p>
            {m.receipt.number} <span className="font-mono break-all">{d.number}</span>
          </p>
          <p>{d.date}</p>
        </div>
      </div>
      {d.testMode && (
        <p className="flex items-start gap-2 rounded-field border border-warning-600/40 bg-warning-50 p-3 text-sm font-semibold text-warning-700">
          <FlaskConical aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {d.testMode}
        </p>
      )}
      {d.sections.map((s, i) => (
        <Section key={s.heading} section={s} index={i} />
      ))}
      <p className="border-t border-ink-200 pt-4 text-sm text-ink-600">{d.footer}</p>
    </div>
  );
}
