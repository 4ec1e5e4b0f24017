import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { datedName } from '@/features/admin/shared/download';
import { useDownload } from '@/features/admin/shared/use-download';
import { useMessages } from '@/lib/i18n';
import { useSettingsFailure } from './api';

/** Downloads the whole settings document as espasyo-settings-<day>.json. */
export function ExportButton() {
  const m = useMessages('adminSystem').settings.export;
  const failures = useMessages('adminSystem').settings.failures;
  const settingsFailure = useSettingsFailure();
  const download = useDownload('/api/admin/settings/export', () => datedName('espasyo-settings', 'json'), {
    done: (name) => m.done({ name }),
    failed: (e) => settingsFailure(e, (detail) => failures.exportFailed({ detail })),
  });
  return (
    <Button
      variant="outline"
      loading={download.busy}
      loadingText={m.pending}
      icon={<Download aria-hidden="true" className="size-4" />}
      onClick={() => void download.start()}
    >
      {m.button}
    </Button>
  );
}
