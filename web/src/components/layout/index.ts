/** The shared page chrome; the landing page imports TopNav and SiteFooter from here. */
export { TopNav } from './top-nav';
export { SiteFooter } from './site-footer';
export { Logo } from './logo';
export { ConnectionBanner, useOnlineStatus } from './connection-banner';
export type { NavVariant } from './nav-config';
