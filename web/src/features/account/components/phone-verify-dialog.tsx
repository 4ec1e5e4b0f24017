import { Dialog } from '@/components/ui/dialog';
import { useMessages } from '@/lib/i18n';
import { AccountMessages } from './account-messages';
import { PhoneCodeForm } from './phone-code-form';

/** The dashboard's 'Verify phone' action: the same code form, in a dialog. */
export function PhoneVerifyDialog({ open, onClose, phone }: { open: boolean; onClose: () => void; phone: string }) {
  const m = useMessages('account').phone;
  return (
    <Dialog open={open} onClose={onClose} title={m.dialogTitle} description={m.dialogDescription}>
      {open && (
        <AccountMessages>
          <PhoneCodeForm phone={phone} onVerified={onClose} autoFocus />
        </AccountMessages>
      )}
    </Dialog>
  );
}
