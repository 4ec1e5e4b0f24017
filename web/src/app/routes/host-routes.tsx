import type { RouteObject } from 'react-router';
import { paths } from '@espasyo/domain/paths';
import { AppLayout, RoleGuard } from '@/app/lazy-areas';
import { page } from '@/app/pages';

const hostDashboard = 'dashboard/routes/host-dashboard';

/** Host-only area (docs/product/routes.md, docs/product/roles.md), then the gate's pages. /debug/listings exists only in development builds. */
export const hostRoutes: RouteObject[] = [
  {
    element: <RoleGuard allow={['host']} />,
    children: [
      {
        element: <AppLayout variant="host" />,
        children: [
          { path: paths.host.dashboardAlias.path, ...page(hostDashboard) },
          { path: paths.host.dashboard.path, ...page(hostDashboard) },
          { path: paths.onboarding.path, ...page('onboarding/routes/onboarding') },
          { path: paths.host.listings.path, ...page('listings/routes/host-listings') },
          { path: paths.host.newListing.path, ...page('listings/routes/listing-new') },
          {
            path: paths.host.editListing.path,
            ...page('listings/routes/listing-edit'),
          },
          {
            path: paths.host.listingAvailability.path,
            ...page('listings/routes/listing-availability'),
          },
          { path: paths.host.listingGateKeepers.path, ...page('gate/routes/gate-keepers') },
          { path: paths.host.bookings.path, ...page('bookings/routes/host-bookings') },
          {
            path: paths.host.booking.path,
            ...page('bookings/routes/host-booking-detail'),
          },
          { path: paths.host.bookingAgreement.path, ...page('bookings/routes/host-agreement') },
          { path: paths.host.bookingChecklist.path, ...page('bookings/routes/host-checklist') },
          { path: paths.host.disputes.path, ...page('disputes/routes/disputes') },
          { path: paths.host.dispute.path, ...page('disputes/routes/dispute') },
          {
            path: paths.host.analytics.path,
            ...page('analytics/routes/host-analytics'),
          },
          { path: paths.host.messages.path, ...page('messages/routes/host-messages') },
          {
            path: paths.host.notifications.path,
            ...page('notifications/routes/host-notifications'),
          },
          { path: paths.host.reviews.path, ...page('reviews/routes/host-reviews') },
          { path: paths.host.profile.path, ...page('account/routes/profile') },
          { path: paths.host.settings.path, ...page('account/routes/settings') },
          { path: paths.host.wallet.path, ...page('wallet/routes/wallet') },
          ...(import.meta.env.DEV
            ? [
                {
                  path: paths.dev.debugListings.path,
                  ...page('listings/routes/debug-listings'),
                },
              ]
            : []),
        ],
      },
    ],
  },
  /**
   * The gate (issue 33): a gate keeper is an ordinary account the host named for a listing, not a
   * role, so the check-in page and the invite are open to clients too; the server answers which
   * gates the caller may check (GET /api/host/check-in/listings), none for others.
   */
  {
    element: <RoleGuard allow={['host', 'client']} />,
    children: [
      {
        element: <AppLayout />,
        children: [
          { path: paths.gate.checkIn.path, ...page('gate/routes/check-in') },
          { path: paths.gate.invite.path, ...page('gate/routes/gate-keeper-invite') },
        ],
      },
    ],
  },
];
