import {
  Bell,
  CalendarCheck,
  CircleUserRound,
  ChartColumn,
  CreditCard,
  FileClock,
  Gavel,
  HandCoins,
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
import type { User } from '@espasyo/domain';
import { isAdmin, type UserType } from '@espasyo/domain/roles';

export interface AdminNavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Who may open it; undefined = anyone who counts as admin (requirements §6). */
  roles?: readonly UserType[];
}

/** The 15 admin pages of requirements §2, the two admin-only tools, then the staff member's own account. */
export const adminNav: AdminNavItem[] = [
  { label: 'Dashboard', to: '/dashboard', icon: LayoutDashboard, roles: ['admin'] },
  { label: 'Users', to: '/users', icon: Users, roles: ['admin'] },
  { label: 'Listings', to: '/listings', icon: List, roles: ['admin', 'moderator'] },
  { label: 'Bookings', to: '/bookings', icon: CalendarCheck },
  { label: 'Support chat', to: '/chat', icon: MessagesSquare },
  { label: 'Announcements', to: '/announcements', icon: Megaphone },
  { label: 'Settings', to: '/settings', icon: Settings },
  { label: 'Payments', to: '/payments', icon: CreditCard },
  { label: 'Analytics', to: '/analytics', icon: ChartColumn },
  { label: 'Audit log', to: '/audit', icon: FileClock },
  { label: 'Disputes', to: '/disputes', icon: Gavel },
  { label: 'Notifications', to: '/notifications', icon: Bell },
  { label: 'Payouts', to: '/payouts', icon: HandCoins },
  { label: 'Reviews', to: '/reviews', icon: Star },
  { label: 'Verification', to: '/verification', icon: ShieldCheck },
  { label: 'Admin tools', to: '/admin-tools', icon: Wrench },
  { label: 'Make admin', to: '/make-admin', icon: UserCog },
  { label: 'My account', to: '/admin-account', icon: CircleUserRound, roles: ['admin', 'moderator'] },
];

/** A moderator only sees what they can open, so the sidebar never leads to Access Denied. */
export function visibleAdminNav(user: User | null, role: UserType | null): AdminNavItem[] {
  return adminNav.filter((i) => (i.roles ? !!role && i.roles.includes(role) : isAdmin(user)));
}
