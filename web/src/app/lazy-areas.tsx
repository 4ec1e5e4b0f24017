import { lazy, Suspense, type ComponentType } from 'react';
import { PageLoader } from '@/components/ui/spinner';

const areas = () => import('./signed-in-areas');

/** A frame from signed-in-areas.ts, loaded on first use, with the 'Loading...' spinner meanwhile. */
function lazyArea<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  return function Area(props: P) {
    return (
      <Suspense fallback={<PageLoader />}>
        <Lazy {...(props as P & React.JSX.IntrinsicAttributes)} />
      </Suspense>
    );
  };
}

export const AdminGuard = lazyArea(() => areas().then((m) => m.AdminGuard));
export const RoleGuard = lazyArea(() => areas().then((m) => m.RoleGuard));
export const AdminLayout = lazyArea(() => areas().then((m) => m.AdminLayout));
export const AppLayout = lazyArea(() => areas().then((m) => m.AppLayout));
