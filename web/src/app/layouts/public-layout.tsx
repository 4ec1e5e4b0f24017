import { Outlet } from 'react-router';
import { SiteFooter } from '@/components/layout/site-footer';
import { TopNav } from '@/components/layout/top-nav';
import { SkipLink } from './skip-link';

/** Public pages other than the landing page (which draws its own): policy pages, 404. */
export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <TopNav variant="landing" />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
