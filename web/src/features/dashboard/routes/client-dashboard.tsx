import { ClientDashboard } from '../components/client-dashboard';

/** /client-dashboard */
export default function Page() {
  return <ClientDashboard />;
}
