import { SettingsPage } from '../components/settings-page';

/** /client/settings and /host/settings */
export default function Page() {
  return <SettingsPage />;
}
