import { useState } from 'react';
import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { datedName, downloadFile } from '@/features/admin/shared/download';
import { EXPORT_PATH } from './api';

/** The full data export as one JSON file. */
export function ExportDataCard() {
  const toast = useToast();
  const [exporting, setExporting] = useState(false);

  async function exportData() {
    setExporting(true);
    try {
      const name = await downloadFile(EXPORT_PATH, datedName('espasyo-data', 'json'));
      toast.success(`Data exported to ${name}.`);
    } catch (e) {
      toast.error(errorMessage(e), 'Export failed');
    } finally {
      setExporting(false);
    }
  }

  return (
    <Card>
      <section
        aria-labelledby="export-title"
        className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between"
      >
        <div>
          <h2 id="export-title" className="text-lg font-semibold text-ink-900">
            Export data
          </h2>
          <p className="mt-1 max-w-prose text-base text-ink-600">
            Download the platform's data as one JSON file, for a backup or an audit. It holds personal data: keep it
            safe and delete it when done.
          </p>
        </div>
        <Button
          variant="secondary"
          onClick={() => void exportData()}
          loading={exporting}
          loadingText="Exporting..."
          icon={<Download aria-hidden="true" className="size-4" />}
        >
          Export data
        </Button>
      </section>
    </Card>
  );
}
