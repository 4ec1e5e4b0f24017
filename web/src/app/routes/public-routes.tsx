import type { RouteObject } from 'react-router';
import { NotFoundPage } from '@/features/errors';
import { page } from '@/app/lazy-page';
import { AuthLayout } from '@/app/layouts/auth-layout';
import { PublicLayout } from '@/app/layouts/public-layout';

/** Open to everyone (requirements §2), plus the additions of design §2. */
export const publicRoutes: RouteObject[] = [
  // The landing page draws its own TopNav and SiteFooter.
  { path: '/', element: page(() => import('@/features/landing/routes/landing')) },
  {
    element: <AuthLayout />,
    children: [
      { path: '/signin', element: page(() => import('@/features/auth/routes/sign-in')) },
      { path: '/signup', element: page(() => import('@/features/auth/routes/sign-up')) },
      { path: '/forgot-password', element: page(() => import('@/features/auth/routes/forgot-password')) },
      { path: '/reset-password', element: page(() => import('@/features/auth/routes/reset-password')) },
      { path: '/verify-email', element: page(() => import('@/features/auth/routes/verify-email')) },
      { path: '/confirm-email-change', element: page(() => import('@/features/auth/routes/confirm-email-change')) },
      { path: '/admin', element: page(() => import('@/features/auth/routes/admin-sign-in')) },
      { path: '/create-admin', element: page(() => import('@/features/auth/routes/create-admin')) },
    ],
  },
  {
    element: <PublicLayout />,
    children: [
      { path: '/terms', element: page(() => import('@/features/legal/routes/terms')) },
      { path: '/privacy', element: page(() => import('@/features/legal/routes/privacy')) },
      // The server answers 404 when its outbox is off and 403 to other machines; the page says which.
      { path: '/dev/mailbox', element: page(() => import('@/features/auth/routes/dev-mailbox')) },
      // Test pages exist only in development builds (design §1); the branch is dropped from production bundles.
      ...(import.meta.env.DEV
        ? [
            { path: '/test-auth', element: page(() => import('@/features/auth/routes/test-auth')) },
            { path: '/test-signature', element: page(() => import('@/features/dev/routes/test-signature')) },
          ]
        : []),
      // Static: the router's error screen shows it too, so it is in the main bundle anyway.
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
