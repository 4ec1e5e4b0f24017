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
import { landingLinks, type NavItem, type NavVariant } from './nav-config';

/*
 * The client and host areas' links with their icons, apart from nav-config.ts so that only the
 * signed-in areas (app-top-nav.tsx) download them, not the public pages (issue 10's budget).
 */

const clientLinks: NavItem[] = [
  { label: 'Browse', to: paths.client.browse.getHref(), icon: Search },
  { label: 'Map', to: paths.client.map.getHref(), icon: MapIcon },
  { label: 'Bookings', to: paths.client.bookings.getHref(), icon: CalendarCheck },
  { label: 'Favorites', to: paths.client.favorites.getHref(), icon: Heart },
  { label: 'Payments', to: paths.client.payments.getHref(), icon: CreditCard },
  { label: 'Reviews', to: paths.client.reviews.getHref(), icon: Star },
  { label: 'Messages', to: paths.client.messages.getHref(), icon: MessageSquare },
  { label: 'Disputes', to: paths.client.disputes.getHref(), icon: Gavel },
];

const hostLinks: NavItem[] = [
  { label: 'Dashboard', to: paths.host.dashboard.getHref(), icon: LayoutDashboard },
  { label: 'Listings', to: paths.host.listings.getHref(), icon: List },
  { label: 'Bookings', to: paths.host.bookings.getHref(), icon: CalendarCheck },
  { label: 'Check-in', to: paths.gate.checkIn.getHref(), icon: ScanLine },
  { label: 'Messages', to: paths.host.messages.getHref(), icon: MessageSquare },
  { label: 'Analytics', to: paths.host.analytics.getHref(), icon: ChartColumn },
  { label: 'Reviews', to: paths.host.reviews.getHref(), icon: Star },
  { label: 'Wallet', to: paths.host.wallet.getHref(), icon: Wallet },
  { label: 'Disputes', to: paths.host.disputes.getHref(), icon: Gavel },
];

const notificationsLink = (variant: NavVariant): NavItem[] =>
  variant === 'landing'
    ? []
    : [
        {
          label: 'Notifications',
          to: (variant === 'client' ? paths.client : paths.host).notifications.getHref(),
          icon: Bell,
        },
      ];

/** The bar's links of a signed-in area. */
export function appLinks(variant: NavVariant): NavItem[] {
  return variant === 'client' ? clientLinks : variant === 'host' ? hostLinks : landingLinks;
}

/** The phone menu's: the bar's, and the notifications page (a bell on the bar). */
export function appMenuLinks(variant: NavVariant): NavItem[] {
  return [...appLinks(variant), ...notificationsLink(variant)];
}
