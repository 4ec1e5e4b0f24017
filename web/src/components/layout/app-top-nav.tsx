import type { ReactNode } from 'react';
import type { NavVariant } from './nav-config';
import { appLinks, appMenuLinks } from './app-nav-config';
import { TopNav } from './top-nav';

/** The top bar of the client and host areas: their own links (and icons in the phone menu), and the bell. */
export function AppTopNav({ variant, bell }: { variant: NavVariant; bell?: ReactNode }) {
  return <TopNav variant={variant} links={appLinks(variant)} menuLinks={appMenuLinks(variant)} bell={bell} />;
}
