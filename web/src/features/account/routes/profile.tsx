import { ProfilePage } from '@/features/account/components/profile-page';

/** /client/profile and /host/profile */
export default function Page() {
  return <ProfilePage />;
}
