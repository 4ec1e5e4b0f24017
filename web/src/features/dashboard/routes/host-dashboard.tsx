import { HostDashboard } from '../components/host-dashboard';

/** /host-dashboard and /host/dashboard */
export default function Page() {
  return <HostDashboard />;
}
