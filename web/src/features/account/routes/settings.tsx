import { SettingsPage } from '@/features/account/components/settings-page';

/** /client/settings and /host/settings */
export default function Page() {
  return <SettingsPage />;
}
