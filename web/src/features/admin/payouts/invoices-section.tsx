import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FileText } from 'lucide-react';
import { issueInvoicesBodySchema, type IssueInvoicesBody } from '@espasyo/domain/contracts/invoices';
import { PagedList } from '@/components/paged-list';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { applyFieldErrors } from '@/lib/form-errors';
import { useMessages } from '@/lib/i18n';
import { monthLabel } from '@/lib/calendar';
import { useFormat } from '@/lib/use-format';
import {
  ADMIN_INVOICES_PAGE_SIZE,
  adminInvoicePdfUrl,
  useAdminInvoices,
  useIssueInvoices,
} from './api/use-admin-invoices';

/** The month before this one, 'YYYY-MM' (what the monthly job issues). */
function lastMonth() {
  const d = new Date();
  d.setDate(1);
  d.setMonth(d.getMonth() - 1);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
}

function IssueForm() {
  const m = useMessages('adminMoney').invoices;
  const issue = useIssueInvoices();
  const toast = useToast();
  const { register, handleSubmit, setError, formState } = useForm<IssueInvoicesBody>({
    resolver: zodResolver(issueInvoicesBodySchema),
    defaultValues: { month: lastMonth() },
  });
  const onSubmit = handleSubmit((body) =>
    issue.mutateAsync(body).then(
      (r) => toast.success(m.issuedDone({ invoices: r.invoices, credits: r.creditNotes })),
      (e: unknown) => {
        if (!applyFieldErrors(e, setError, ['month'])) toast.error(errorMessage(e));
      },
    ),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-2">
      <div className="flex flex-wrap items-start gap-3">
        <div className="w-56">
          <TextField type="month" label={m.issueMonth} error={formState.errors.month?.message} {...register('month')} />
        </div>
        <Button type="submit" variant="outline" loading={issue.isPending} loadingText={m.issuing} className="mt-7">
          {m.issue}
        </Button>
      </div>
      <p className="text-sm text-ink-600">{m.issueHelp}</p>
    </form>
  );
}

/** /payouts' second part: the fee invoices issued to hosts, and a month issued now (admins). */
export function InvoicesSection() {
  const m = useMessages('adminMoney').invoices;
  const f = useFormat();
  const [page, setPage] = useState(1);
  const invoices = useAdminInvoices(page);
  return (
    <section aria-labelledby="admin-invoices" className="mt-10 space-y-4">
      <div>
        <h2 id="admin-invoices" className="text-xl font-semibold text-ink-900">
          {m.title}
        </h2>
        <p className="text-sm text-ink-600">{m.description}</p>
      </div>
      <IssueForm />
      <PagedList
        query={invoices}
        page={page}
        pageSize={ADMIN_INVOICES_PAGE_SIZE}
        onPage={setPage}
        noun={(count) => m.count({ count })}
        labels={{ heading: m.listHeading, loading: m.loading, error: m.error, pages: m.pages }}
        skeleton={<li aria-hidden="true" className="h-12 animate-pulse rounded-card bg-ink-100" />}
        empty={<EmptyState icon={FileText} title={m.empty} />}
      >
        {(items) => (
          <ul className="divide-y divide-ink-100 rounded-card border border-ink-200 bg-white">
            {items.map((i) => (
              <li key={i.id} className="flex flex-wrap items-center justify-between gap-x-6 gap-y-1 px-4 py-3 text-sm">
                <div className="min-w-0">
                  <a
                    href={adminInvoicePdfUrl(i.id)}
                    download={`${i.number}.pdf`}
                    className="font-semibold text-brand-700 underline-offset-2 hover:underline"
                  >
                    {m.name({ kind: m.kinds[i.kind], number: i.number })}
                  </a>
                  <p className="text-ink-600">
                    {i.host.name} · {i.host.email} · {monthLabel(i.month, f.lang)} ·{' '}
                    {m.issued({ date: f.date(i.issuedAt) })}
                  </p>
                </div>
                <p className="tabular-nums text-ink-900">
                  <span className="font-semibold">{formatMoney(i.amount)}</span>
                  {i.vatRate ? <span className="text-ink-600"> · {m.vat({ amount: formatMoney(i.vat) })}</span> : null}
                </p>
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </section>
  );
}
