import { AdminDashboardPage } from '@/features/admin/dashboard/admin-dashboard-page';

export default AdminDashboardPage;
