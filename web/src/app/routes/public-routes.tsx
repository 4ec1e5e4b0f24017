import type { RouteObject } from 'react-router';
import { paths } from '@espasyo/domain/paths';
import { NotFoundPage } from '@/features/errors';
import { page } from '@/app/lazy-page';
import { AuthLayout } from '@/app/layouts/auth-layout';
import { PublicLayout } from '@/app/layouts/public-layout';

/** Open to everyone (docs/product/routes.md), plus the additions of docs/product/accounts.md. */
export const publicRoutes: RouteObject[] = [
  // The landing page draws its own TopNav and SiteFooter.
  { path: paths.home.path, element: page(() => import('@/features/landing/routes/landing')) },
  {
    element: <AuthLayout />,
    children: [
      { path: paths.auth.signIn.path, element: page(() => import('@/features/auth/routes/sign-in')) },
      { path: paths.auth.signUp.path, element: page(() => import('@/features/auth/routes/sign-up')) },
      { path: paths.auth.forgotPassword.path, element: page(() => import('@/features/auth/routes/forgot-password')) },
      { path: paths.auth.resetPassword.path, element: page(() => import('@/features/auth/routes/reset-password')) },
      { path: paths.auth.verifyEmail.path, element: page(() => import('@/features/auth/routes/verify-email')) },
      {
        path: paths.auth.confirmEmailChange.path,
        element: page(() => import('@/features/auth/routes/confirm-email-change')),
      },
      { path: paths.auth.adminSignIn.path, element: page(() => import('@/features/auth/routes/admin-sign-in')) },
      { path: paths.auth.createAdmin.path, element: page(() => import('@/features/auth/routes/create-admin')) },
    ],
  },
  {
    element: <PublicLayout />,
    children: [
      { path: paths.legal.terms.path, element: page(() => import('@/features/legal/routes/terms')) },
      { path: paths.legal.privacy.path, element: page(() => import('@/features/legal/routes/privacy')) },
      // The server answers 404 when its outbox is off and 403 to other machines; the page says which.
      { path: paths.dev.mailbox.path, element: page(() => import('@/features/auth/routes/dev-mailbox')) },
      // Test pages exist only in development builds (docs/product/ground-rules.md); the branch is dropped from production bundles.
      ...(import.meta.env.DEV
        ? [
            { path: paths.dev.testAuth.path, element: page(() => import('@/features/auth/routes/test-auth')) },
            { path: paths.dev.testSignature.path, element: page(() => import('@/features/dev/routes/test-signature')) },
          ]
        : []),
      // Static: the router's error screen shows it too, so it is in the main bundle anyway.
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
