import { Outlet, ScrollRestoration } from 'react-router';
import { ConnectionBanner } from '../../components/layout/connection-banner';

/** Wraps every route: the offline banner and scroll position handling. */
export function RootLayout() {
  return (
    <>
      <ConnectionBanner />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
