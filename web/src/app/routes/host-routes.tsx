import type { RouteObject } from 'react-router';
import { paths } from '@espasyo/domain/paths';
import { RoleGuard } from '@/app/guards/role-guard';
import { AppLayout } from '@/app/layouts/app-layout';
import { page } from '@/app/lazy-page';

const hostDashboard = () => import('@/features/dashboard/routes/host-dashboard');

/** Host-only area (docs/product/routes.md, docs/product/roles.md). /debug/listings exists only in development builds. */
export const hostRoutes: RouteObject[] = [
  {
    element: <RoleGuard allow={['host']} />,
    children: [
      {
        element: <AppLayout variant="host" />,
        children: [
          { path: paths.host.dashboardAlias.path, element: page(hostDashboard) },
          { path: paths.host.dashboard.path, element: page(hostDashboard) },
          { path: paths.onboarding.path, element: page(() => import('@/features/onboarding/routes/onboarding')) },
          { path: paths.host.listings.path, element: page(() => import('@/features/listings/routes/host-listings')) },
          { path: paths.host.newListing.path, element: page(() => import('@/features/listings/routes/listing-new')) },
          {
            path: paths.host.editListing.path,
            element: page(() => import('@/features/listings/routes/listing-edit')),
          },
          {
            path: paths.host.listingAvailability.path,
            element: page(() => import('@/features/listings/routes/listing-availability')),
          },
          { path: paths.host.bookings.path, element: page(() => import('@/features/bookings/routes/host-bookings')) },
          {
            path: paths.host.booking.path,
            element: page(() => import('@/features/bookings/routes/host-booking-detail')),
          },
          {
            path: paths.host.analytics.path,
            element: page(() => import('@/features/analytics/routes/host-analytics')),
          },
          { path: paths.host.messages.path, element: page(() => import('@/features/messages/routes/host-messages')) },
          {
            path: paths.host.notifications.path,
            element: page(() => import('@/features/notifications/routes/host-notifications')),
          },
          { path: paths.host.reviews.path, element: page(() => import('@/features/reviews/routes/host-reviews')) },
          { path: paths.host.profile.path, element: page(() => import('@/features/account/routes/profile')) },
          { path: paths.host.settings.path, element: page(() => import('@/features/account/routes/settings')) },
          { path: paths.host.wallet.path, element: page(() => import('@/features/wallet/routes/wallet')) },
          ...(import.meta.env.DEV
            ? [
                {
                  path: paths.dev.debugListings.path,
                  element: page(() => import('@/features/listings/routes/debug-listings')),
                },
              ]
            : []),
        ],
      },
    ],
  },
];
