import { MakeAdminPage } from '@/features/admin/make-admin/make-admin-page';

export default MakeAdminPage;
