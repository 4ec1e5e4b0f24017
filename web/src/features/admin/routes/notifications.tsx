import { NoticesPage } from '@/features/admin/notices/notices-page';

export default NoticesPage;
