import type { RouteObject } from 'react-router';
import { RoleGuard } from '@/app/guards/role-guard';
import { AppLayout } from '@/app/layouts/app-layout';
import { page } from '@/app/lazy-page';

const hostDashboard = () => import('@/features/dashboard/routes/host-dashboard');

/** Host-only area (requirements §2, §6). /debug/listings exists only in development builds. */
export const hostRoutes: RouteObject[] = [
  {
    element: <RoleGuard allow={['host']} />,
    children: [
      {
        element: <AppLayout variant="host" />,
        children: [
          { path: '/host/dashboard', element: page(hostDashboard) },
          { path: '/host-dashboard', element: page(hostDashboard) },
          { path: '/onboarding', element: page(() => import('@/features/onboarding/routes/onboarding')) },
          { path: '/host/listings', element: page(() => import('@/features/listings/routes/host-listings')) },
          { path: '/host/listings/new', element: page(() => import('@/features/listings/routes/listing-new')) },
          {
            path: '/host/listings/:listingId/edit',
            element: page(() => import('@/features/listings/routes/listing-edit')),
          },
          {
            path: '/host/listings/:listingId/availability',
            element: page(() => import('@/features/listings/routes/listing-availability')),
          },
          { path: '/host/bookings', element: page(() => import('@/features/bookings/routes/host-bookings')) },
          {
            path: '/host/bookings/:bookingId',
            element: page(() => import('@/features/bookings/routes/host-booking-detail')),
          },
          { path: '/host/analytics', element: page(() => import('@/features/analytics/routes/host-analytics')) },
          { path: '/host/messages', element: page(() => import('@/features/messages/routes/host-messages')) },
          {
            path: '/host/notifications',
            element: page(() => import('@/features/notifications/routes/host-notifications')),
          },
          { path: '/host/reviews', element: page(() => import('@/features/reviews/routes/host-reviews')) },
          { path: '/host/profile', element: page(() => import('@/features/account/routes/profile')) },
          { path: '/host/settings', element: page(() => import('@/features/account/routes/settings')) },
          { path: '/host/wallet', element: page(() => import('@/features/wallet/routes/wallet')) },
          ...(import.meta.env.DEV
            ? [{ path: '/debug/listings', element: page(() => import('@/features/listings/routes/debug-listings')) }]
            : []),
        ],
      },
    ],
  },
];
