import { PaymentsPage } from '@/features/admin/payments/payments-page';
import { ReconciliationSection } from '@/features/admin/payments/reconciliation-section';

/** /payments: every payment, then the daily reconciliation reports. */
export default function PaymentsRoute() {
  return (
    <>
      <PaymentsPage />
      <ReconciliationSection />
    </>
  );
}
