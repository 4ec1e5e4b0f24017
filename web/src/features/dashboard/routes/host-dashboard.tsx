import { HostDashboard } from '@/features/dashboard/components/host-dashboard';

/** /host-dashboard and /host/dashboard */
export default function Page() {
  return <HostDashboard />;
}
