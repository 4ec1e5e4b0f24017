import type { RouteObject } from 'react-router';
import { paths } from '@espasyo/domain/paths';
import { AppLayout, RoleGuard } from '@/app/lazy-areas';
import { page } from '@/app/pages';

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
            ...page('dashboard/routes/client-dashboard'),
          },
          { path: paths.client.browse.path, ...page('browse/routes/browse') },
          { path: paths.client.map.path, ...page('browse/routes/map') },
          {
            path: paths.client.bookings.path,
            ...page('bookings/routes/client-bookings'),
          },
          { path: paths.client.booking.path, ...page('bookings/routes/client-booking') },
          { path: paths.client.bookingCheckout.path, ...page('bookings/routes/client-checkout') },
          { path: paths.client.bookingAgreement.path, ...page('bookings/routes/client-agreement') },
          { path: paths.client.bookingChecklist.path, ...page('bookings/routes/client-checklist') },
          { path: paths.client.disputes.path, ...page('disputes/routes/disputes') },
          { path: paths.client.dispute.path, ...page('disputes/routes/dispute') },
          { path: paths.client.favorites.path, ...page('favorites/routes/favorites') },
          {
            path: paths.client.payments.path,
            ...page('payments/routes/client-payments'),
          },
          { path: paths.client.paymentReceipt.path, ...page('payments/routes/client-receipt') },
          { path: paths.client.reviews.path, ...page('reviews/routes/client-reviews') },
          {
            path: paths.client.messages.path,
            ...page('messages/routes/client-messages'),
          },
          {
            path: paths.client.notifications.path,
            ...page('notifications/routes/client-notifications'),
          },
          { path: paths.client.profile.path, ...page('account/routes/profile') },
          { path: paths.client.settings.path, ...page('account/routes/settings') },
          {
            path: paths.client.listing.path,
            ...page('listings/routes/listing-detail'),
          },
        ],
      },
      // Full screen, without the area's bar: the pass shown at the gate (issue 33).
      { path: paths.client.bookingPass.path, ...page('gate/routes/booking-pass') },
    ],
  },
  {
    element: <RoleGuard allow={['host', 'client']} />,
    children: [
      {
        element: <AppLayout />,
        children: [{ path: paths.tutorial.path, ...page('onboarding/routes/tutorial') }],
      },
    ],
  },
];
