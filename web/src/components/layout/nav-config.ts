import {
  Bell,
  CalendarCheck,
  ChartColumn,
  CreditCard,
  Heart,
  LayoutDashboard,
  List,
  Map as MapIcon,
  MessageSquare,
  Search,
  Star,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import type { UserType } from '@espasyo/domain';
import { paths } from '@espasyo/domain/paths';

export type NavVariant = 'landing' | 'client' | 'host';

export interface NavItem {
  label: string;
  to: string;
  icon?: LucideIcon;
}

/** Landing anchors (docs/product/routes.md); absolute so they also work from /terms or /signin. */
export const landingLinks: NavItem[] = [
  { label: 'How it works', to: paths.home.getHref('how-it-works') },
  { label: 'Pricing', to: paths.home.getHref('pricing') },
  { label: 'Safety', to: paths.home.getHref('safety') },
  { label: 'Support', to: paths.home.getHref('support') },
];

export const clientLinks: NavItem[] = [
  { label: 'Browse', to: paths.client.browse.getHref(), icon: Search },
  { label: 'Map', to: paths.client.map.getHref(), icon: MapIcon },
  { label: 'Bookings', to: paths.client.bookings.getHref(), icon: CalendarCheck },
  { label: 'Favorites', to: paths.client.favorites.getHref(), icon: Heart },
  { label: 'Payments', to: paths.client.payments.getHref(), icon: CreditCard },
  { label: 'Reviews', to: paths.client.reviews.getHref(), icon: Star },
  { label: 'Messages', to: paths.client.messages.getHref(), icon: MessageSquare },
];

export const hostLinks: NavItem[] = [
  { label: 'Dashboard', to: paths.host.dashboard.getHref(), icon: LayoutDashboard },
  { label: 'Listings', to: paths.host.listings.getHref(), icon: List },
  { label: 'Bookings', to: paths.host.bookings.getHref(), icon: CalendarCheck },
  { label: 'Messages', to: paths.host.messages.getHref(), icon: MessageSquare },
  { label: 'Analytics', to: paths.host.analytics.getHref(), icon: ChartColumn },
  { label: 'Reviews', to: paths.host.reviews.getHref(), icon: Star },
  { label: 'Wallet', to: paths.host.wallet.getHref(), icon: Wallet },
];

export const hostNotificationsLink: NavItem = {
  label: 'Notifications',
  to: paths.host.notifications.getHref(),
  icon: Bell,
};

export function primaryLinks(variant: NavVariant): NavItem[] {
  return variant === 'client' ? clientLinks : variant === 'host' ? hostLinks : landingLinks;
}

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
