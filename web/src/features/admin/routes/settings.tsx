import { SettingsPage } from '@/features/admin/settings/settings-page';

export default SettingsPage;
