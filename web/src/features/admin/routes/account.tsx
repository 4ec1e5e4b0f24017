import { AdminAccountPage } from '../account/admin-account-page';

export default AdminAccountPage;
