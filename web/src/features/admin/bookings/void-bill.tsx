import type { Bill } from '@espasyo/domain/contracts/bookings';
import { limits } from '@espasyo/domain/schemas/limits';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextArea } from '@/components/ui/text-area';
import { errorMessage } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { useMessages } from '@/lib/i18n';
import { MessageNamespaces } from '@/lib/i18n-validation';
import { useFormat } from '@/lib/use-format';
import { useVoidBillDialog } from './use-void-bill';

/** The schema's and the server's messages the dialog shows, in the page's language. */
const known = ['validation', 'apiAdmin1'] as const;

/**
 * Staff's 'Void bill' on a tenancy's bill in the booking drawer (issue 32), shown when the bill's
 * actions include void (an unpaid one, for admins): a dialog with the amount, the period and who
 * owes it, asking for the reason both sides read and the audit log keeps.
 */
export function VoidBill({ bookingId, bill, client }: { bookingId: string; bill: Bill; client: string }) {
  const m = useMessages('adminCases').voidBill;
  const { date } = useFormat();
  const s = useVoidBillDialog(bookingId, bill);
  if (!bill.actions.includes('void')) return null;
  const period = m.period({ from: date(bill.periodStart), to: date(bill.periodEnd) });
  return (
    <>
      <Button variant="outline" size="sm" onClick={s.show}>
        {m.action} <span className="sr-only">{m.actionFor({ period })}</span>
      </Button>
      <Dialog
        open={s.open}
        onClose={s.close}
        title={m.title}
        description={m.description({ amount: formatMoney(bill.amount), period, client })}
        footer={
          <>
            <Button variant="outline" onClick={s.close} disabled={s.pending}>
              {m.keep}
            </Button>
            <Button variant="danger" onClick={s.confirm} loading={s.pending} loadingText={m.pending}>
              {m.confirm}
            </Button>
          </>
        }
      >
        {s.open && (
          <MessageNamespaces value={known}>
            <div className="space-y-4">
              <TextArea
                id={s.reasonId}
                label={m.reason}
                help={m.reasonHelp}
                required
                rows={3}
                maxLength={limits.reason}
                value={s.reason}
                error={s.reasonError}
                onChange={(e) => s.setReason(e.target.value)}
              />
              {s.failure && <Alert tone="danger">{errorMessage(s.failure)}</Alert>}
            </div>
          </MessageNamespaces>
        )}
      </Dialog>
    </>
  );
}
