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

export type NavVariant = 'landing' | 'client' | 'host';

export interface NavItem {
  label: string;
  to: string;
  icon?: LucideIcon;
}

/** Landing anchors (requirements §2); absolute so they also work from /terms or /signin. */
export const landingLinks: NavItem[] = [
  { label: 'How it works', to: '/#how-it-works' },
  { label: 'Pricing', to: '/#pricing' },
  { label: 'Safety', to: '/#safety' },
  { label: 'Support', to: '/#support' },
];

export const clientLinks: NavItem[] = [
  { label: 'Browse', to: '/client/browse', icon: Search },
  { label: 'Map', to: '/client/map', icon: MapIcon },
  { label: 'Bookings', to: '/client/bookings', icon: CalendarCheck },
  { label: 'Favorites', to: '/client/favorites', icon: Heart },
  { label: 'Payments', to: '/client/payments', icon: CreditCard },
  { label: 'Reviews', to: '/client/reviews', icon: Star },
  { label: 'Messages', to: '/client/messages', icon: MessageSquare },
];

export const hostLinks: NavItem[] = [
  { label: 'Dashboard', to: '/host-dashboard', icon: LayoutDashboard },
  { label: 'Listings', to: '/host/listings', icon: List },
  { label: 'Bookings', to: '/host/bookings', icon: CalendarCheck },
  { label: 'Messages', to: '/host/messages', icon: MessageSquare },
  { label: 'Analytics', to: '/host/analytics', icon: ChartColumn },
  { label: 'Reviews', to: '/host/reviews', icon: Star },
  { label: 'Wallet', to: '/host/wallet', icon: Wallet },
];

export const hostNotificationsLink: NavItem = { label: 'Notifications', to: '/host/notifications', icon: Bell };

export function primaryLinks(variant: NavVariant): NavItem[] {
  return variant === 'client' ? clientLinks : variant === 'host' ? hostLinks : landingLinks;
}

/** The user menu of requirements §2: Dashboard (clients only), Profile, Settings; Sign out is added by the menu. */
export function accountLinks(role: UserType | null): NavItem[] {
  if (role === 'client')
    return [
      { label: 'Dashboard', to: '/client-dashboard' },
      { label: 'Profile', to: '/client/profile' },
      { label: 'Settings', to: '/client/settings' },
    ];
  if (role === 'host')
    return [
      { label: 'Profile', to: '/host/profile' },
      { label: 'Settings', to: '/host/settings' },
    ];
  return []; // admins and moderators manage their account from the admin area
}

/** Which navigation a signed-in user gets on pages shared by several roles (e.g. /tutorial). */
export function variantFor(role: UserType | null): NavVariant {
  return role === 'host' ? 'host' : role === 'client' ? 'client' : 'landing';
}
