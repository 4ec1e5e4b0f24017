import { ClientDashboard } from '@/features/dashboard/components/client-dashboard';

/** /client-dashboard */
export default function Page() {
  return <ClientDashboard />;
}
