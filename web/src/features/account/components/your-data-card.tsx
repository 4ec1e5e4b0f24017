import { useState } from 'react';
import { Download, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useDataExport } from '@/features/account/api/use-data-export';
import { DeleteAccountDialog } from './delete-account-dialog';

/** The Data Privacy Act's two rights (RA 10173, docs/product/accounts.md): a copy of your data, and deletion. */
export function YourDataCard() {
  const toast = useToast();
  const download = useDataExport();
  const [deleting, setDeleting] = useState(false);
  return (
    <div className="space-y-6 text-base text-ink-700">
      <div className="space-y-3">
        <h3 className="font-semibold text-ink-900">Download my data</h3>
        <p>
          A JSON file with your profile, sessions, ID verification history, guide progress, the messages we sent you and
          account activity.
        </p>
        <Button
          variant="outline"
          icon={<Download aria-hidden="true" className="size-5" />}
          loading={download.isPending}
          loadingText="Preparing download..."
          onClick={() => download.mutate(undefined, { onError: (e) => toast.error(errorMessage(e)) })}
        >
          Download my data
        </Button>
      </div>
      <div className="space-y-3 border-t border-ink-200 pt-6">
        <h3 className="font-semibold text-ink-900">Delete my account</h3>
        <p>Your personal details and documents are erased. Records we must keep are kept without your name.</p>
        <Button
          variant="danger"
          icon={<Trash2 aria-hidden="true" className="size-5" />}
          onClick={() => setDeleting(true)}
        >
          Delete my account
        </Button>
      </div>
      <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} />
    </div>
  );
}
