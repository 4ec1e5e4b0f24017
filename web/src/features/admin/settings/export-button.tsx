import { Download } from 'lucide-react';
import { en } from '@espasyo/domain/messages/en';
import { Button } from '@/components/ui/button';
import { datedName } from '@/features/admin/shared/download';
import { useDownload } from '@/features/admin/shared/use-download';
import { settingsFailure } from './api';

/** Downloads the whole settings document as espasyo-settings-<day>.json. */
export function ExportButton() {
  const download = useDownload('/api/admin/settings/export', () => datedName('espasyo-settings', 'json'), {
    done: (name) => `Settings exported to ${name}.`,
    failed: (e) => settingsFailure(e, en.settings.exportFailed),
  });
  return (
    <Button
      variant="outline"
      loading={download.busy}
      loadingText="Exporting..."
      icon={<Download aria-hidden="true" className="size-4" />}
      onClick={() => void download.start()}
    >
      Export
    </Button>
  );
}
