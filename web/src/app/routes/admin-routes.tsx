import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { UserType } from '@espasyo/domain';
import { AdminGuard } from '@/app/guards/admin-guard';
import { AdminLayout } from '@/app/layouts/admin-layout';
import { page } from '@/app/lazy-page';

type Loader = () => Promise<{ default: ComponentType }>;

/** Each admin page behind its own guard; no role list means "counts as admin" (requirements §6). */
function adminPage(path: string, load: Loader, roles?: readonly UserType[]): RouteObject {
  return {
    path,
    element: (
      <AdminGuard roles={roles} withShell={false}>
        {page(load)}
      </AdminGuard>
    ),
  };
}

export const adminRoutes: RouteObject[] = [
  {
    element: <AdminLayout />,
    children: [
      adminPage('/dashboard', () => import('@/features/dashboard/routes/admin-dashboard'), ['admin']),
      adminPage('/users', () => import('@/features/admin/routes/users'), ['admin']),
      adminPage('/listings', () => import('@/features/admin/routes/listings'), ['admin', 'moderator']),
      adminPage('/bookings', () => import('@/features/admin/routes/bookings')),
      adminPage('/chat', () => import('@/features/admin/routes/chat')),
      adminPage('/announcements', () => import('@/features/admin/routes/announcements')),
      adminPage('/settings', () => import('@/features/admin/routes/settings')),
      adminPage('/payments', () => import('@/features/admin/routes/payments')),
      adminPage('/analytics', () => import('@/features/admin/routes/analytics')),
      adminPage('/audit', () => import('@/features/admin/routes/audit')),
      adminPage('/disputes', () => import('@/features/admin/routes/disputes')),
      adminPage('/notifications', () => import('@/features/admin/routes/notifications')),
      adminPage('/payouts', () => import('@/features/admin/routes/payouts')),
      adminPage('/reviews', () => import('@/features/admin/routes/reviews')),
      adminPage('/verification', () => import('@/features/admin/routes/verification')),
      // Spec: an admin-protected wrapper with no role list.
      adminPage('/admin-tools', () => import('@/features/admin/routes/admin-tools')),
      adminPage('/make-admin', () => import('@/features/admin/routes/make-admin')),
      // Every staff member's own password, two-factor and devices (decision 0020).
      adminPage('/admin-account', () => import('@/features/admin/routes/account'), ['admin', 'moderator']),
    ],
  },
];
