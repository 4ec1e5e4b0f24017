import type { RouteObject } from 'react-router';
import type { UserType } from '@espasyo/domain/roles';
import { paths } from '@espasyo/domain/paths';
import { AdminGuard, AdminLayout } from '@/app/lazy-areas';
import { page } from '@/app/pages';

/** Each admin page behind its own guard; no role list means "counts as admin" (docs/product/roles.md). */
function adminPage(path: string, id: string, roles?: readonly UserType[]): RouteObject {
  const { element, handle } = page(id);
  return {
    path,
    handle,
    element: (
      <AdminGuard roles={roles} withShell={false}>
        {element}
      </AdminGuard>
    ),
  };
}

export const adminRoutes: RouteObject[] = [
  {
    element: <AdminLayout />,
    children: [
      adminPage(paths.admin.dashboard.path, 'admin/routes/dashboard', ['admin']),
      adminPage(paths.admin.users.path, 'admin/routes/users', ['admin']),
      adminPage(paths.admin.listings.path, 'admin/routes/listings', ['admin', 'moderator']),
      adminPage(paths.admin.bookings.path, 'admin/routes/bookings'),
      adminPage(paths.admin.bookingAgreement.path, 'admin/routes/booking-agreement'),
      adminPage(paths.admin.chat.path, 'messages/routes/admin-chat'),
      adminPage(paths.admin.announcements.path, 'admin/routes/announcements'),
      // Issue 33: admins only declare (it lets every booking there be refunded); moderators do not.
      adminPage(paths.admin.forceMajeure.path, 'admin/routes/force-majeure', ['admin']),
      // Issue 34: admins only publish the legal texts every person is asked to agree to.
      adminPage(paths.admin.legal.path, 'admin/routes/legal-texts', ['admin']),
      adminPage(paths.admin.settings.path, 'admin/routes/settings'),
      adminPage(paths.admin.payments.path, 'admin/routes/payments'),
      adminPage(paths.admin.analytics.path, 'admin/routes/analytics'),
      adminPage(paths.admin.audit.path, 'admin/routes/audit'),
      // The queue, and one dispute at /disputes/{disputeId} (paths.admin.dispute): one page module.
      adminPage(`${paths.admin.disputes.path}/:disputeId?`, 'admin/routes/disputes'),
      adminPage(paths.admin.notifications.path, 'admin/routes/notifications'),
      adminPage(paths.admin.payouts.path, 'admin/routes/payouts'),
      // Design §8: moderators hide reviews too (the server's /api/admin/reviews lets them).
      adminPage(paths.admin.reviews.path, 'admin/routes/reviews', ['admin', 'moderator']),
      adminPage(paths.admin.verification.path, 'admin/routes/verification'),
      // Spec: an admin-protected wrapper with no role list.
      adminPage(paths.admin.tools.path, 'admin/routes/admin-tools'),
      adminPage(paths.admin.makeAdmin.path, 'admin/routes/make-admin'),
      // Every staff member's own password, two-factor and devices (decision 0020).
      adminPage(paths.admin.account.path, 'admin/routes/account', ['admin', 'moderator']),
      // Every staff member's own notifications, where the bell's 'See all' goes (decision 0066).
      adminPage(paths.admin.myNotifications.path, 'notifications/routes/staff-notifications', ['admin', 'moderator']),
    ],
  },
];
