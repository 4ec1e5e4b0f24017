import { PageHeader } from '@/components/ui/page-header';
import { PageTitle } from '@/components/page-title';
import { useMessages } from '@/lib/i18n';
import { usePageParam } from '@/lib/use-page-param';
import { TestModeBanner } from '@/features/bookings';
import { useMyPayments } from '@/features/payments/api/use-my-payments';
import { PaymentList } from '@/features/payments/components/payment-list';
import { SavedCards } from '@/features/payments/components/saved-cards';

/**
 * /client/payments: the client's payments and refunds, newest first, a page at a time (?page=…),
 * each with its booking, method, status and amount, and for what was paid or refunded its
 * receipt (a printable page) and PDF; above them the client's saved cards, if any, each removable.
 * Test mode says so while the sandbox gateway runs.
 */
export default function ClientPaymentsPage() {
  const m = useMessages('payments');
  const { page, goTo } = usePageParam();
  const payments = useMyPayments(page);
  return (
    <>
      <PageTitle>{m.page.title}</PageTitle>
      <PageHeader title={m.page.title} description={m.page.description} />
      {payments.data?.testMode && (
        <div className="mb-4">
          <TestModeBanner />
        </div>
      )}
      <SavedCards />
      <PaymentList query={payments} page={page} onPage={goTo} />
    </>
  );
}
