import { SettingsPage } from '../settings/settings-page';

export default SettingsPage;
