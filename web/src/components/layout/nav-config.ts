import type { LucideIcon } from 'lucide-react';
import type { UserType } from '@espasyo/domain/roles';
import { paths } from '@espasyo/domain/paths';

export type NavVariant = 'landing' | 'client' | 'host';

export interface NavItem {
  label: string;
  to: string;
  icon?: LucideIcon;
  /** An unread count shown on the link (the Messages item), when above zero. */
  count?: number;
}

/** Landing anchors (docs/product/routes.md); absolute so they also work from /terms or /signin. */
export const landingLinks: NavItem[] = [
  { label: 'How it works', to: paths.home.getHref('how-it-works') },
  { label: 'Pricing', to: paths.home.getHref('pricing') },
  { label: 'Safety', to: paths.home.getHref('safety') },
  { label: 'Support', to: paths.home.getHref('support') },
];

/** The user menu of docs/product/routes.md: Dashboard (clients only), Profile, Settings; Sign out is added by the menu. */
export function accountLinks(role: UserType | null): NavItem[] {
  if (role === 'client')
    return [
      { label: 'Dashboard', to: paths.client.dashboard.getHref() },
      { label: 'Profile', to: paths.client.profile.getHref() },
      { label: 'Settings', to: paths.client.settings.getHref() },
    ];
  if (role === 'host')
    return [
      { label: 'Profile', to: paths.host.profile.getHref() },
      { label: 'Settings', to: paths.host.settings.getHref() },
    ];
  return []; // admins and moderators manage their account from the admin area
}

/** Which navigation a signed-in user gets on pages shared by several roles (e.g. /tutorial). */
export function variantFor(role: UserType | null): NavVariant {
  return role === 'host' ? 'host' : role === 'client' ? 'client' : 'landing';
}
