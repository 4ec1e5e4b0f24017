import type { RouteObject } from 'react-router';
import { paths } from '@espasyo/domain/paths';
import { RoleGuard } from '@/app/guards/role-guard';
import { AppLayout } from '@/app/layouts/app-layout';
import { page } from '@/app/lazy-page';

/** Client-only area (docs/product/routes.md, docs/product/roles.md), then /tutorial for clients and hosts. */
export const clientRoutes: RouteObject[] = [
  {
    element: <RoleGuard allow={['client']} />,
    children: [
      {
        element: <AppLayout variant="client" />,
        children: [
          {
            path: paths.client.dashboard.path,
            element: page(() => import('@/features/dashboard/routes/client-dashboard')),
          },
          { path: paths.client.browse.path, element: page(() => import('@/features/browse/routes/browse')) },
          { path: paths.client.map.path, element: page(() => import('@/features/browse/routes/map')) },
          {
            path: paths.client.bookings.path,
            element: page(() => import('@/features/bookings/routes/client-bookings')),
          },
          { path: paths.client.favorites.path, element: page(() => import('@/features/favorites/routes/favorites')) },
          {
            path: paths.client.payments.path,
            element: page(() => import('@/features/payments/routes/client-payments')),
          },
          { path: paths.client.reviews.path, element: page(() => import('@/features/reviews/routes/client-reviews')) },
          {
            path: paths.client.messages.path,
            element: page(() => import('@/features/messages/routes/client-messages')),
          },
          { path: paths.client.profile.path, element: page(() => import('@/features/account/routes/profile')) },
          { path: paths.client.settings.path, element: page(() => import('@/features/account/routes/settings')) },
          {
            path: paths.client.listing.path,
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
        children: [{ path: paths.tutorial.path, element: page(() => import('@/features/onboarding/routes/tutorial')) }],
      },
    ],
  },
];
