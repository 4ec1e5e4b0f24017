import { PaymentsPage } from '@/features/admin/payments/payments-page';

export default PaymentsPage;
