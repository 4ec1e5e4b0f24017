import type { ReactNode } from 'react';
import type { NavItem, NavVariant } from './nav-config';
import { appLinks, appMenuLinks } from './app-nav-config';
import { TopNav } from './top-nav';

/**
 * The top bar of the client and host areas: their own links (and icons in the phone menu), and the bell.
 * `counts`: unread counts by link (the Messages item's), shown as badges on the bar and in the menu.
 */
export function AppTopNav({
  variant,
  bell,
  counts = {},
}: {
  variant: NavVariant;
  bell?: ReactNode;
  counts?: Record<string, number>;
}) {
  const withCounts = (items: NavItem[]) => items.map((l) => (counts[l.to] ? { ...l, count: counts[l.to] } : l));
  return (
    <TopNav
      variant={variant}
      links={withCounts(appLinks(variant))}
      menuLinks={withCounts(appMenuLinks(variant))}
      bell={bell}
    />
  );
}
