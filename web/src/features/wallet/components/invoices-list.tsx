import { useState } from 'react';
import { Download, FileText } from 'lucide-react';
import type { Invoice } from '@espasyo/domain/contracts/invoices';
import { PagedList } from '@/components/paged-list';
import { EmptyState } from '@/components/ui/empty-state';
import { Section } from '@/features/account';
import { useMessages } from '@/lib/i18n';
import { monthLabel } from '@/lib/calendar';
import { useFormat } from '@/lib/use-format';
import { INVOICES_PAGE_SIZE, invoicePdfUrl, useInvoices } from '@/features/wallet/api/use-invoices';
import { ListSkeleton } from './list-skeleton';

function InvoiceItem({ invoice: i }: { invoice: Invoice }) {
  const m = useMessages('wallet').invoices;
  const f = useFormat();
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-6">
      <div className="min-w-0 space-y-0.5 text-sm text-ink-700">
        <p className="text-base font-semibold text-ink-900">
          {m.kinds[i.kind]} <span className="tabular-nums">{i.number}</span>
        </p>
        <p>{monthLabel(i.month, f.lang)}</p>
      </div>
      <dl className="flex shrink-0 items-center gap-6 text-sm sm:text-right">
        <div>
          <dt className="text-ink-600">{m.amount}</dt>
          <dd className="text-lg font-semibold text-ink-900 tabular-nums">
            {i.kind === 'credit_note' ? `−${f.money(i.amount)}` : f.money(i.amount)}
          </dd>
        </div>
        <div>
          <dt className="text-ink-600">{m.vat}</dt>
          <dd className="tabular-nums text-ink-900">{i.vatRate ? f.money(i.vat) : m.noVat}</dd>
        </div>
        <a
          href={invoicePdfUrl(i.id)}
          download={`${i.number}.pdf`}
          aria-label={m.downloadLabel({ number: i.number })}
          className="inline-flex min-h-11 items-center gap-2 rounded-md border border-ink-200 px-3 text-sm font-medium text-brand-700 hover:bg-ink-50 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
        >
          <Download aria-hidden="true" className="size-4" />
          {m.download}
        </a>
      </dl>
    </li>
  );
}

/** The platform's fee invoices and credit memos to the host, newest first, each with its PDF. */
export function InvoicesList() {
  const m = useMessages('wallet').invoices;
  const [page, setPage] = useState(1);
  const invoices = useInvoices(page);
  return (
    <Section id="invoices" title={m.title} description={m.description} icon={FileText}>
      <PagedList
        query={invoices}
        page={page}
        pageSize={INVOICES_PAGE_SIZE}
        onPage={setPage}
        noun={(count) => m.count({ count })}
        labels={{ heading: m.listHeading, loading: m.loading, error: m.error, pages: m.pages }}
        skeleton={<ListSkeleton />}
        empty={<EmptyState title={m.title}>{m.empty}</EmptyState>}
      >
        {(items) => (
          <ul className="divide-y divide-ink-100">
            {items.map((i) => (
              <InvoiceItem key={i.id} invoice={i} />
            ))}
          </ul>
        )}
      </PagedList>
    </Section>
  );
}
