import { MakeAdminPage } from '../make-admin/make-admin-page';

export default MakeAdminPage;
