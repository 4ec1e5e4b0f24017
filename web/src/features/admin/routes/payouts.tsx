import { PayoutsPage } from '@/features/admin/payouts/payouts-page';

export default PayoutsPage;
