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
import { consentMessages } from '@espasyo/domain/messages/consents';
import { paths } from '@espasyo/domain/paths';

export interface AdminNavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Who may open it; undefined = anyone who counts as admin (docs/product/roles.md). */
  roles?: readonly UserType[];
}

/** The 15 admin pages of docs/product/routes.md, the two admin-only tools, then the staff member's own account and notifications. */
export const adminNav: AdminNavItem[] = [
  { label: 'Dashboard', to: paths.admin.dashboard.getHref(), icon: LayoutDashboard, roles: ['admin'] },
  { label: 'Users', to: paths.admin.users.getHref(), icon: Users, roles: ['admin'] },
  { label: 'Listings', to: paths.admin.listings.getHref(), icon: List, roles: ['admin', 'moderator'] },
  { label: 'Bookings', to: paths.admin.bookings.getHref(), icon: CalendarCheck },
  { label: 'Support chat', to: paths.admin.chat.getHref(), icon: MessagesSquare },
  { label: 'Announcements', to: paths.admin.announcements.getHref(), icon: Megaphone },
  { label: 'Typhoons', to: paths.admin.forceMajeure.getHref(), icon: CloudLightning, roles: ['admin'] },
  { label: consentMessages.admin.nav, to: paths.admin.legal.getHref(), icon: FileText, roles: ['admin'] },
  { label: 'Settings', to: paths.admin.settings.getHref(), icon: Settings },
  { label: 'Payments', to: paths.admin.payments.getHref(), icon: CreditCard },
  { label: 'Analytics', to: paths.admin.analytics.getHref(), icon: ChartColumn },
  { label: 'Audit log', to: paths.admin.audit.getHref(), icon: FileClock },
  { label: 'Disputes', to: paths.admin.disputes.getHref(), icon: Gavel },
  { label: 'Notifications', to: paths.admin.notifications.getHref(), icon: Bell },
  { label: 'Payouts', to: paths.admin.payouts.getHref(), icon: HandCoins },
  { label: 'Reviews', to: paths.admin.reviews.getHref(), icon: Star, roles: ['admin', 'moderator'] },
  { label: 'Verification', to: paths.admin.verification.getHref(), icon: ShieldCheck },
  { label: 'Admin tools', to: paths.admin.tools.getHref(), icon: Wrench },
  { label: 'Make admin', to: paths.admin.makeAdmin.getHref(), icon: UserCog },
  { label: 'My account', to: paths.admin.account.getHref(), icon: CircleUserRound, roles: ['admin', 'moderator'] },
  {
    label: 'My notifications',
    to: paths.admin.myNotifications.getHref(),
    icon: Inbox,
    roles: ['admin', 'moderator'],
  },
];

/** A moderator only sees what they can open, so the sidebar never leads to Access Denied. */
export function visibleAdminNav(user: User | null, role: UserType | null): AdminNavItem[] {
  return adminNav.filter((i) => (i.roles ? !!role && i.roles.includes(role) : isAdmin(user)));
}
