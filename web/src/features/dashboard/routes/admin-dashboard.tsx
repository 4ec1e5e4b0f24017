import { AdminDashboardPage } from '../../admin';

export default AdminDashboardPage;
