import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { errorMessage } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n';
import { datedName } from '@/features/admin/shared/download';
import { useDownload } from '@/features/admin/shared/use-download';
import { EXPORT_PATH } from './api';

/** The full data export as one JSON file. */
export function ExportDataCard() {
  const m = useMessages('adminSystem').tools.data;
  const download = useDownload(EXPORT_PATH, () => datedName('espasyo-data', 'json'), {
    done: (name) => m.done({ name }),
    failed: errorMessage,
    failedTitle: m.failedTitle,
  });

  return (
    <Card>
      <section
        aria-labelledby="export-title"
        className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between"
      >
        <div>
          <h2 id="export-title" className="text-lg font-semibold text-ink-900">
            {m.title}
          </h2>
          <p className="mt-1 max-w-prose text-base text-ink-600">{m.description}</p>
        </div>
        <Button
          variant="secondary"
          onClick={() => void download.start()}
          loading={download.busy}
          loadingText={m.pending}
          icon={<Download aria-hidden="true" className="size-4" />}
        >
          {m.button}
        </Button>
      </section>
    </Card>
  );
}
