import {
  Bell,
  CalendarCheck,
  ChartColumn,
  CreditCard,
  Gavel,
  Heart,
  LayoutDashboard,
  List,
  Map as MapIcon,
  MessageSquare,
  ScanLine,
  Search,
  Star,
  Wallet,
} from 'lucide-react';
import { paths } from '@espasyo/domain/paths';
import type appNavEn from '@espasyo/domain/i18n/en/appNav';
import { landingLinks, type NavLabel, type NavLink, type NavVariant } from './nav-config';

/** An area link's name: its key in the catalogue's `appNav`. */
export type AppNavLabel = keyof typeof appNavEn;

/*
 * The client and host areas' links with their icons, apart from nav-config.ts so that only the
 * signed-in areas (app-top-nav.tsx) download them, not the public pages (issue 10's budget).
 */

const clientLinks: NavLink<AppNavLabel>[] = [
  { key: 'browse', to: paths.client.browse.getHref(), icon: Search },
  { key: 'map', to: paths.client.map.getHref(), icon: MapIcon },
  { key: 'bookings', to: paths.client.bookings.getHref(), icon: CalendarCheck },
  { key: 'favorites', to: paths.client.favorites.getHref(), icon: Heart },
  { key: 'payments', to: paths.client.payments.getHref(), icon: CreditCard },
  { key: 'reviews', to: paths.client.reviews.getHref(), icon: Star },
  { key: 'messages', to: paths.client.messages.getHref(), icon: MessageSquare },
  { key: 'disputes', to: paths.client.disputes.getHref(), icon: Gavel },
];

const hostLinks: NavLink<AppNavLabel>[] = [
  { key: 'dashboard', to: paths.host.dashboard.getHref(), icon: LayoutDashboard },
  { key: 'listings', to: paths.host.listings.getHref(), icon: List },
  { key: 'bookings', to: paths.host.bookings.getHref(), icon: CalendarCheck },
  { key: 'checkIn', to: paths.gate.checkIn.getHref(), icon: ScanLine },
  { key: 'messages', to: paths.host.messages.getHref(), icon: MessageSquare },
  { key: 'analytics', to: paths.host.analytics.getHref(), icon: ChartColumn },
  { key: 'reviews', to: paths.host.reviews.getHref(), icon: Star },
  { key: 'wallet', to: paths.host.wallet.getHref(), icon: Wallet },
  { key: 'disputes', to: paths.host.disputes.getHref(), icon: Gavel },
];

const notificationsLink = (variant: NavVariant): NavLink<AppNavLabel>[] =>
  variant === 'landing'
    ? []
    : [
        {
          key: 'notifications',
          to: (variant === 'client' ? paths.client : paths.host).notifications.getHref(),
          icon: Bell,
        },
      ];

/** The bar's links of a signed-in area. */
export function appLinks(variant: NavVariant): NavLink<AppNavLabel | NavLabel>[] {
  return variant === 'client' ? clientLinks : variant === 'host' ? hostLinks : landingLinks;
}

/** The phone menu's: the bar's, and the notifications page (a bell on the bar). */
export function appMenuLinks(variant: NavVariant): NavLink<AppNavLabel | NavLabel>[] {
  return [...appLinks(variant), ...notificationsLink(variant)];
}
