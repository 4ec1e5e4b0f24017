import type { RouteObject } from 'react-router';
import { paths } from '@espasyo/domain/paths';
import { NotFoundPage } from '@/features/errors';
import { listingSearchQuery } from '@/features/browse';
import { advisoriesQuery } from '@/features/advisories';
import { legalLang, legalTextQuery, legalVersionsQuery } from '@/features/legal';
import { publicListingQuery } from '@/features/listings';
import { listingReviewsQuery, reviewsPageParam } from '@/features/reviews';
import { page, type PageHandle } from '@/app/pages';
import { AuthLayout } from '@/app/layouts/auth-layout';
import { PublicLayout } from '@/app/layouts/public-layout';

/** The public pages the server renders to HTML (issue 10); the others here start from the light shell. */
const SSR = { ssr: true };

/**
 * A route's `prefetch` is read by the server renderer only (entry-server.tsx, and its tests): the
 * browser hydrates from the state the server sent. Statically false in the browser's build, so the
 * prefetches and what only they import stay out of the main bundle (the home page's JavaScript budget).
 */
const SERVER = import.meta.env.SSR || import.meta.env.MODE === 'test';

/** Open to everyone (docs/product/routes.md), plus the additions of docs/product/accounts.md. */
export const publicRoutes: RouteObject[] = [
  // The landing page draws its own TopNav and SiteFooter.
  { path: paths.home.path, ...page('landing/routes/landing', SSR) },
  {
    element: <AuthLayout />,
    children: [
      { path: paths.auth.signIn.path, ...page('auth/routes/sign-in', SSR) },
      { path: paths.auth.signUp.path, ...page('auth/routes/sign-up', SSR) },
      { path: paths.auth.forgotPassword.path, ...page('auth/routes/forgot-password', SSR) },
      { path: paths.auth.resetPassword.path, ...page('auth/routes/reset-password', SSR) },
      { path: paths.auth.verifyEmail.path, ...page('auth/routes/verify-email') },
      {
        path: paths.auth.confirmEmailChange.path,
        ...page('auth/routes/confirm-email-change'),
      },
      { path: paths.auth.adminSignIn.path, ...page('auth/routes/admin-sign-in', SSR) },
      { path: paths.auth.createAdmin.path, ...page('auth/routes/create-admin') },
    ],
  },
  {
    element: <PublicLayout />,
    children: [
      // Issue 34: the legal texts' version in effect (or ?version=) and their versions, read before rendering.
      ...(['terms', 'privacy'] as const).map((kind) => ({
        path: paths.legal[kind].path,
        ...page(`legal/routes/${kind}`, {
          ...SSR,
          prefetch: SERVER
            ? ({ url }: { url: URL }) => [
                legalTextQuery(kind, legalLang(url.pathname), url.searchParams.get('version') ?? undefined),
                legalVersionsQuery(kind),
              ]
            : undefined,
        }),
      })),
      // Issue 33: the typhoon and force majeure advisories, read before rendering.
      {
        path: paths.advisories.path,
        ...page('advisories/routes/advisories', { ...SSR, prefetch: SERVER ? () => [advisoriesQuery()] : undefined }),
      },
      {
        path: paths.spaces.search.path,
        ...page('browse/routes/spaces', {
          ...SSR,
          prefetch: SERVER ? ({ url }) => [listingSearchQuery(url.search)] : undefined,
        }),
      },
      {
        path: paths.spaces.listing.path,
        ...page('listings/routes/space', {
          ...SSR,
          // The listing, and its reviews' first page (the page's JSON-LD) and the address's page (?reviews=).
          prefetch: SERVER
            ? ({ params, url }) => {
                const id = params.listingId ?? '';
                const page = reviewsPageParam(url.searchParams);
                return [
                  publicListingQuery(id),
                  listingReviewsQuery(id, 1),
                  ...(page > 1 ? [listingReviewsQuery(id, page)] : []),
                ];
              }
            : undefined,
        }),
      },
      // The server answers 404 when its outbox is off and 403 to other machines; the page says which.
      { path: paths.dev.mailbox.path, ...page('auth/routes/dev-mailbox') },
      // Test pages exist only in development builds (docs/product/ground-rules.md); the branch is dropped from production bundles.
      ...(import.meta.env.DEV
        ? [
            { path: paths.dev.testAuth.path, ...page('auth/routes/test-auth') },
            { path: paths.dev.testSignature.path, ...page('dev/routes/test-signature') },
          ]
        : []),
      // Static: the router's error screen shows it too, so it is in the main bundle anyway.
      { path: '*', element: <NotFoundPage />, handle: { ssr: true, notFound: true } satisfies PageHandle },
    ],
  },
];
