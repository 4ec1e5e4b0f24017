import { FileSpreadsheet } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/text-field';
import { useMessages } from '@/lib/i18n';
import { MessageNamespaces } from '@/lib/i18n-validation';
import { useExportCsv } from './use-export-csv';

/** Bookings and payments of a range of days as CSV files (GET /api/admin/exports/{kind}.csv). */
export function ExportCsvCard() {
  const m = useMessages('adminSystem').tools.csv;
  const { form, busy, download } = useExportCsv();
  const { register, formState } = form;
  const icon = <FileSpreadsheet aria-hidden="true" className="size-4" />;
  return (
    <MessageNamespaces value={['validation', 'apiAdmin2']}>
      <Card>
        <section aria-labelledby="export-csv-title">
          <h2 id="export-csv-title" className="text-lg font-semibold text-ink-900">
            {m.title}
          </h2>
          <p className="mt-1 max-w-prose text-base text-ink-600">{m.description}</p>
          {/* Enter in a date downloads the bookings, the first button. */}
          <form onSubmit={download('bookings')} noValidate className="mt-4 flex flex-col gap-4">
            <div className="grid gap-4 sm:grid-cols-2 lg:max-w-xl">
              <TextField type="date" label={m.from} error={formState.errors.from?.message} {...register('from')} />
              <TextField type="date" label={m.to} error={formState.errors.to?.message} {...register('to')} />
            </div>
            <div className="flex flex-col gap-3 sm:flex-row">
              <Button
                type="submit"
                variant="secondary"
                icon={icon}
                loading={busy === 'bookings'}
                loadingText={m.downloading}
                disabled={busy !== null && busy !== 'bookings'}
              >
                {m.bookings}
              </Button>
              <Button
                type="button"
                variant="secondary"
                icon={icon}
                onClick={(e) => void download('payments')(e)}
                loading={busy === 'payments'}
                loadingText={m.downloading}
                disabled={busy !== null && busy !== 'payments'}
              >
                {m.payments}
              </Button>
            </div>
          </form>
        </section>
      </Card>
    </MessageNamespaces>
  );
}
