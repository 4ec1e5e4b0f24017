import { AnnouncementsPage } from '@/features/admin/announcements/announcements-page';

export default AnnouncementsPage;
