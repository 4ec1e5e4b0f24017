import { BillsSection } from '@/features/admin/payments/bills-section';
import { PaymentsPage } from '@/features/admin/payments/payments-page';
import { ReconciliationSection } from '@/features/admin/payments/reconciliation-section';

/** /payments: every payment, tenancies' bills (the overdue first), then the daily reconciliation reports. */
export default function PaymentsRoute() {
  return (
    <>
      <PaymentsPage />
      <BillsSection />
      <ReconciliationSection />
    </>
  );
}
