import { ProfilePage } from '../components/profile-page';

/** /client/profile and /host/profile */
export default function Page() {
  return <ProfilePage />;
}
