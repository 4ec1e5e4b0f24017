import type { NavVariant } from './nav-config';
import { appLinks, appMenuLinks } from './app-nav-config';
import { TopNav } from './top-nav';

/** The top bar of the client and host areas: their own links (and icons in the phone menu). */
export function AppTopNav({ variant }: { variant: NavVariant }) {
  return <TopNav variant={variant} links={appLinks(variant)} menuLinks={appMenuLinks(variant)} />;
}
