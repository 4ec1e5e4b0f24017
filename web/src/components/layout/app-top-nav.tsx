import type { ReactNode } from 'react';
import { useMessages } from '@/lib/i18n';
import type { NavLabel, NavLink, NavVariant } from './nav-config';
import { appLinks, appMenuLinks, type AppNavLabel } from './app-nav-config';
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
  const areas = useMessages('appNav');
  const { links } = useMessages('nav');
  const label = (key: AppNavLabel | NavLabel) => (key in areas ? areas[key as AppNavLabel] : links[key as NavLabel]);
  const withCounts = (items: NavLink<AppNavLabel | NavLabel>[]) =>
    items.map(({ key, ...l }) => ({ ...l, label: label(key), ...(counts[l.to] ? { count: counts[l.to] } : {}) }));
  return (
    <TopNav
      variant={variant}
      links={withCounts(appLinks(variant))}
      menuLinks={withCounts(appMenuLinks(variant))}
      bell={bell}
    />
  );
}
