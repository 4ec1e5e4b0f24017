import {
  Bell,
  CalendarCheck,
  CircleUserRound,
  CloudLightning,
  ChartColumn,
  CreditCard,
  FileClock,
  FileText,
  Gavel,
  HandCoins,
  Inbox,
  LayoutDashboard,
  List,
  Megaphone,
  MessagesSquare,
  Settings,
  ShieldCheck,
  Star,
  UserCog,
  Users,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import type { User } from '@espasyo/domain/schemas/auth';
import { isAdmin, type UserType } from '@espasyo/domain/roles';
import type adminNavEn from '@espasyo/domain/i18n/en/adminNav';
import { paths } from '@espasyo/domain/paths';

/** A link's name: its key in the catalogue's `adminNav.links`. */
export type AdminNavLabel = keyof (typeof adminNavEn)['links'];

export interface AdminNavItem {
  key: AdminNavLabel;
  to: string;
  icon: LucideIcon;
  /** Who may open it; undefined = anyone who counts as admin (docs/product/roles.md). */
  roles?: readonly UserType[];
}

/** The 15 admin pages of docs/product/routes.md, the two admin-only tools, then the staff member's own account and notifications. */
export const adminNav: AdminNavItem[] = [
  { key: 'dashboard', to: paths.admin.dashboard.getHref(), icon: LayoutDashboard, roles: ['admin'] },
  { key: 'users', to: paths.admin.users.getHref(), icon: Users, roles: ['admin'] },
  { key: 'listings', to: paths.admin.listings.getHref(), icon: List, roles: ['admin', 'moderator'] },
  { key: 'bookings', to: paths.admin.bookings.getHref(), icon: CalendarCheck },
  { key: 'chat', to: paths.admin.chat.getHref(), icon: MessagesSquare },
  { key: 'announcements', to: paths.admin.announcements.getHref(), icon: Megaphone },
  { key: 'forceMajeure', to: paths.admin.forceMajeure.getHref(), icon: CloudLightning, roles: ['admin'] },
  { key: 'legal', to: paths.admin.legal.getHref(), icon: FileText, roles: ['admin'] },
  { key: 'settings', to: paths.admin.settings.getHref(), icon: Settings },
  { key: 'payments', to: paths.admin.payments.getHref(), icon: CreditCard },
  { key: 'analytics', to: paths.admin.analytics.getHref(), icon: ChartColumn },
  { key: 'audit', to: paths.admin.audit.getHref(), icon: FileClock },
  { key: 'disputes', to: paths.admin.disputes.getHref(), icon: Gavel },
  { key: 'notifications', to: paths.admin.notifications.getHref(), icon: Bell },
  { key: 'payouts', to: paths.admin.payouts.getHref(), icon: HandCoins },
  { key: 'reviews', to: paths.admin.reviews.getHref(), icon: Star, roles: ['admin', 'moderator'] },
  { key: 'verification', to: paths.admin.verification.getHref(), icon: ShieldCheck },
  { key: 'tools', to: paths.admin.tools.getHref(), icon: Wrench },
  { key: 'makeAdmin', to: paths.admin.makeAdmin.getHref(), icon: UserCog },
  { key: 'account', to: paths.admin.account.getHref(), icon: CircleUserRound, roles: ['admin', 'moderator'] },
  {
    key: 'myNotifications',
    to: paths.admin.myNotifications.getHref(),
    icon: Inbox,
    roles: ['admin', 'moderator'],
  },
];

/** A moderator only sees what they can open, so the sidebar never leads to Access Denied. */
export function visibleAdminNav(user: User | null, role: UserType | null): AdminNavItem[] {
  return adminNav.filter((i) => (i.roles ? !!role && i.roles.includes(role) : isAdmin(user)));
}
