import type { Bill } from '@espasyo/domain/contracts/bookings';
import { tenancyMessages } from '@espasyo/domain/messages/tenancies';
import { limits } from '@espasyo/domain/schemas/limits';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextArea } from '@/components/ui/text-area';
import { errorMessage } from '@/lib/api-client';
import { formatDate, formatMoney } from '@/lib/format';
import { useVoidBillDialog } from './use-void-bill';

const m = tenancyMessages.bills;
const f = m.voidForm;

/**
 * Staff's 'Void bill' on a tenancy's bill in the booking drawer (issue 32), shown when the bill's
 * actions include void (an unpaid one, for admins): a dialog with the amount, the period and who
 * owes it, asking for the reason both sides read and the audit log keeps.
 */
export function VoidBill({ bookingId, bill, client }: { bookingId: string; bill: Bill; client: string }) {
  const s = useVoidBillDialog(bookingId, bill);
  if (!bill.actions.includes('void')) return null;
  const period = m.period(formatDate(bill.periodStart), formatDate(bill.periodEnd));
  return (
    <>
      <Button variant="outline" size="sm" onClick={s.show}>
        {m.actionLabels.void} <span className="sr-only">for {period}</span>
      </Button>
      <Dialog
        open={s.open}
        onClose={s.close}
        title={f.title}
        description={f.description(formatMoney(bill.amount), period, client)}
        footer={
          <>
            <Button variant="outline" onClick={s.close} disabled={s.pending}>
              {f.keep}
            </Button>
            <Button variant="danger" onClick={s.confirm} loading={s.pending} loadingText={f.pending}>
              {f.confirm}
            </Button>
          </>
        }
      >
        {s.open && (
          <div className="space-y-4">
            <TextArea
              id={s.reasonId}
              label={f.reason}
              help={f.reasonHelp}
              required
              rows={3}
              maxLength={limits.reason}
              value={s.reason}
              error={s.reasonError}
              onChange={(e) => s.setReason(e.target.value)}
            />
            {s.failure && <Alert tone="danger">{errorMessage(s.failure)}</Alert>}
          </div>
        )}
      </Dialog>
    </>
  );
}
