import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { ConnectionBanner } from '@/components/layout/connection-banner';
import { MaintenanceBanner } from '@/components/layout/maintenance-banner';
import { LIVE_EVENT } from '@espasyo/domain/contracts/page-render';

/**
 * After a client-side page change, screen-reader and keyboard users would stay on the link
 * they used; moving focus to the new page's main region starts them at its content.
 */
function useFocusMainOnNavigate() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const main = document.getElementById('main');
    if (main && !main.contains(document.activeElement)) main.focus({ preventScroll: true });
  }, [pathname]);
}

/**
 * `<html data-hydrated>` once the page is live (React has taken over the server's HTML): a
 * server-rendered page looks ready before it answers, and browser tests wait for this. The boot
 * script, told so, sends a form sent before (domain/src/contracts/boot-script.ts).
 */
function useMarkHydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    document.dispatchEvent(new Event(LIVE_EVENT));
  }, []);
}

/** Wraps every route: status banners, focus and scroll position handling, the live mark. */
export function RootLayout() {
  useFocusMainOnNavigate();
  useMarkHydrated();
  return (
    <>
      <div className="contents print:hidden">
        <ConnectionBanner />
        <MaintenanceBanner />
      </div>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
