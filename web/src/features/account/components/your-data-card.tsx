import { useState } from 'react';
import { Download, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n';
import { useDataExport } from '@/features/account/api/use-data-export';
import { DeleteAccountDialog } from './delete-account-dialog';

/** The Data Privacy Act's two rights (RA 10173, docs/product/accounts.md): a copy of your data, and deletion. */
export function YourDataCard() {
  const m = useMessages('account').yourData;
  const toast = useToast();
  const download = useDataExport();
  const [deleting, setDeleting] = useState(false);
  return (
    <div className="space-y-6 text-base text-ink-700">
      <div className="space-y-3">
        <h3 className="font-semibold text-ink-900">{m.download}</h3>
        <p>{m.downloadText}</p>
        <Button
          variant="outline"
          icon={<Download aria-hidden="true" className="size-5" />}
          loading={download.isPending}
          loadingText={m.preparing}
          onClick={() => download.mutate(undefined, { onError: (e) => toast.error(errorMessage(e)) })}
        >
          {m.download}
        </Button>
      </div>
      <div className="space-y-3 border-t border-ink-200 pt-6">
        <h3 className="font-semibold text-ink-900">{m.delete}</h3>
        <p>{m.deleteText}</p>
        <Button
          variant="danger"
          icon={<Trash2 aria-hidden="true" className="size-5" />}
          onClick={() => setDeleting(true)}
        >
          {m.delete}
        </Button>
      </div>
      <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} />
    </div>
  );
}
