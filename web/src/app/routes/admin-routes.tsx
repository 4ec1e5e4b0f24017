import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { UserType } from '@espasyo/domain';
import { paths } from '@espasyo/domain/paths';
import { AdminGuard } from '@/app/guards/admin-guard';
import { AdminLayout } from '@/app/layouts/admin-layout';
import { page } from '@/app/lazy-page';

type Loader = () => Promise<{ default: ComponentType }>;

/** Each admin page behind its own guard; no role list means "counts as admin" (docs/product/roles.md). */
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
      adminPage(paths.admin.dashboard.path, () => import('@/features/dashboard/routes/admin-dashboard'), ['admin']),
      adminPage(paths.admin.users.path, () => import('@/features/admin/routes/users'), ['admin']),
      adminPage(paths.admin.listings.path, () => import('@/features/admin/routes/listings'), ['admin', 'moderator']),
      adminPage(paths.admin.bookings.path, () => import('@/features/admin/routes/bookings')),
      adminPage(paths.admin.chat.path, () => import('@/features/admin/routes/chat')),
      adminPage(paths.admin.announcements.path, () => import('@/features/admin/routes/announcements')),
      adminPage(paths.admin.settings.path, () => import('@/features/admin/routes/settings')),
      adminPage(paths.admin.payments.path, () => import('@/features/admin/routes/payments')),
      adminPage(paths.admin.analytics.path, () => import('@/features/admin/routes/analytics')),
      adminPage(paths.admin.audit.path, () => import('@/features/admin/routes/audit')),
      adminPage(paths.admin.disputes.path, () => import('@/features/admin/routes/disputes')),
      adminPage(paths.admin.notifications.path, () => import('@/features/admin/routes/notifications')),
      adminPage(paths.admin.payouts.path, () => import('@/features/admin/routes/payouts')),
      adminPage(paths.admin.reviews.path, () => import('@/features/admin/routes/reviews')),
      adminPage(paths.admin.verification.path, () => import('@/features/admin/routes/verification')),
      // Spec: an admin-protected wrapper with no role list.
      adminPage(paths.admin.tools.path, () => import('@/features/admin/routes/admin-tools')),
      adminPage(paths.admin.makeAdmin.path, () => import('@/features/admin/routes/make-admin')),
      // Every staff member's own password, two-factor and devices (decision 0020).
      adminPage(paths.admin.account.path, () => import('@/features/admin/routes/account'), ['admin', 'moderator']),
    ],
  },
];
