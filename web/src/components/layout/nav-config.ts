import type { LucideIcon } from 'lucide-react';
import type { UserType } from '@espasyo/domain/roles';
import type navEn from '@espasyo/domain/i18n/en/nav';
import { paths } from '@espasyo/domain/paths';

export type NavVariant = 'landing' | 'client' | 'host';

/** A link's name in the catalogue: `nav.links` here, `appNav` for the areas' (app-nav-config.ts). */
export type NavLabel = keyof (typeof navEn)['links'];

/** A link as configured: its name's key in the catalogue (the bar reads it in the page's language). */
export interface NavLink<K extends string = NavLabel> {
  key: K;
  to: string;
  icon?: LucideIcon;
}

/** A link as the bar and the menu show it. */
export interface NavItem {
  label: string;
  to: string;
  icon?: LucideIcon;
  /** An unread count shown on the link (the Messages item), when above zero. */
  count?: number;
}

/** Landing anchors (docs/product/routes.md); absolute so they also work from /terms or /signin. */
export const landingLinks: NavLink[] = [
  { key: 'howItWorks', to: paths.home.getHref('how-it-works') },
  { key: 'pricing', to: paths.home.getHref('pricing') },
  { key: 'safety', to: paths.home.getHref('safety') },
  { key: 'support', to: paths.home.getHref('support') },
];

/** The user menu of docs/product/routes.md: Dashboard (clients only), Profile, Settings; Sign out is added by the menu. */
export function accountLinks(role: UserType | null): NavLink[] {
  if (role === 'client')
    return [
      { key: 'dashboard', to: paths.client.dashboard.getHref() },
      { key: 'profile', to: paths.client.profile.getHref() },
      { key: 'settings', to: paths.client.settings.getHref() },
    ];
  if (role === 'host')
    return [
      { key: 'profile', to: paths.host.profile.getHref() },
      { key: 'settings', to: paths.host.settings.getHref() },
    ];
  return []; // admins and moderators manage their account from the admin area
}

/** Links with their names in the page's language (`useMessages('nav').links`). */
export const withLabels = (links: NavLink[], labels: Record<NavLabel, string>): NavItem[] =>
  links.map(({ key, ...l }) => ({ ...l, label: labels[key] }));

/** Which navigation a signed-in user gets on pages shared by several roles (e.g. /tutorial). */
export function variantFor(role: UserType | null): NavVariant {
  return role === 'host' ? 'host' : role === 'client' ? 'client' : 'landing';
}
