import { AdminAccountPage } from '@/features/admin/account/admin-account-page';

export default AdminAccountPage;
