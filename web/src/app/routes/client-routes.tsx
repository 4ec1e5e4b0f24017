import type { RouteObject } from 'react-router';
import { RoleGuard } from '@/app/guards/role-guard';
import { AppLayout } from '@/app/layouts/app-layout';
import { page } from '@/app/lazy-page';

/** Client-only area (requirements §2, §6), then /tutorial for clients and hosts. */
export const clientRoutes: RouteObject[] = [
  {
    element: <RoleGuard allow={['client']} />,
    children: [
      {
        element: <AppLayout variant="client" />,
        children: [
          { path: '/client-dashboard', element: page(() => import('@/features/dashboard/routes/client-dashboard')) },
          { path: '/client/browse', element: page(() => import('@/features/browse/routes/browse')) },
          { path: '/client/map', element: page(() => import('@/features/browse/routes/map')) },
          { path: '/client/bookings', element: page(() => import('@/features/bookings/routes/client-bookings')) },
          { path: '/client/favorites', element: page(() => import('@/features/favorites/routes/favorites')) },
          { path: '/client/payments', element: page(() => import('@/features/payments/routes/client-payments')) },
          { path: '/client/reviews', element: page(() => import('@/features/reviews/routes/client-reviews')) },
          { path: '/client/messages', element: page(() => import('@/features/messages/routes/client-messages')) },
          { path: '/client/profile', element: page(() => import('@/features/account/routes/profile')) },
          { path: '/client/settings', element: page(() => import('@/features/account/routes/settings')) },
          {
            path: '/client/listing/:listingId',
            element: page(() => import('@/features/listings/routes/listing-detail')),
          },
        ],
      },
    ],
  },
  {
    element: <RoleGuard allow={['host', 'client']} />,
    children: [
      {
        element: <AppLayout />,
        children: [{ path: '/tutorial', element: page(() => import('@/features/onboarding/routes/tutorial')) }],
      },
    ],
  },
];
