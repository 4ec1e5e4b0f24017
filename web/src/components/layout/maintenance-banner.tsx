import { TriangleAlert } from 'lucide-react';
import { usePublicSettings } from '@/lib/public-settings';

/** Tells everyone when the platform is in maintenance mode (settings.general), before a form fails. */
export function MaintenanceBanner() {
  const { data } = usePublicSettings();
  if (!data?.maintenanceMode) return null;
  return (
    <div
      role="status"
      className="flex items-center justify-center gap-2 bg-warning-50 px-4 py-2 text-center text-sm font-medium text-warning-700"
    >
      <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
      {data.maintenanceMessage}
    </div>
  );
}
