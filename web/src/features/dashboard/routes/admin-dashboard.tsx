import { AdminDashboardPage } from '@/features/admin';

export default AdminDashboardPage;
