import { Dialog } from '@/components/ui/dialog';
import { PhoneCodeForm } from './phone-code-form';

/** The dashboard's 'Verify phone' action: the same code form, in a dialog. */
export function PhoneVerifyDialog({ open, onClose, phone }: { open: boolean; onClose: () => void; phone: string }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Verify your mobile number"
      description="Renters and hosts see that your number is confirmed."
    >
      {open && <PhoneCodeForm phone={phone} onVerified={onClose} autoFocus />}
    </Dialog>
  );
}
