import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { AppNotification } from '@espasyo/domain/notifications/notifications';
import { useNotificationPreferences } from '@/features/account';
import { bookingKeys } from '@/features/bookings';
import { paymentKeys } from '@/features/payments';
import { reviewKeys } from '@/features/reviews';
import { walletKeys } from '@/features/wallet';
import { useAuth } from '@/lib/auth';
import { useMessages } from '@/lib/i18n';
import { useRealtime } from '@/lib/realtime';
import { notificationKeys } from '../api/keys';
import { useMarkRead } from '../api/use-mark-read';
import { claimAlert, playNotificationSound, safeActionUrl, showBrowserAlert } from './alerts';
import { notificationsHref } from './notifications-href';

/**
 * What the server pushes on the user's topic about notifications (modules/notifications), a
 * refund that went through or failed (payments) and a host's balances that moved (money/ledger).
 */
type UserEvent =
  | { type: 'notification' | 'notification.updated'; notification: AppNotification }
  | { type: 'notifications.read'; unread: number }
  | { type: 'payment.updated' | 'wallet.updated' }
  | { type: string };

/** A notification about a booking: the booking pages and lists of the bookings feature are out of date. */
export const isAboutBooking = (n: AppNotification) => n.type === 'booking' || !!n.data.bookingId;

/**
 * The signed-in tab's notifications, live (issue 21), mounted once by the client's and host's
 * layout: on the user's topic a new notification raises the bell's count, refreshes the lists,
 * refreshes every booking query when it is about a booking (so the booking pages update without a
 * reload; the client's payments too) and the wallet when it is about a payout, plays the sound and, while the tab is hidden, shows the browser's notification — each
 * only if the user allows it. Another tab's "mark read" moves the count; a refund that went
 * through refreshes the bookings and payments, and any move of a host's balances (a payment, a
 * refund, a release, a payout) the wallet, as the bell is; a reconnect refetches what may have been
 * missed. Returns the words announcing the latest arrival.
 */
export function useLiveNotifications() {
  const m = useMessages('notifications');
  const { user, role } = useAuth();
  const client = useQueryClient();
  const navigate = useNavigate();
  const preferences = useNotificationPreferences().data;
  const markRead = useMarkRead();
  // What a screen reader hears when one arrives (the bell's count alone changes silently).
  const [announcement, setAnnouncement] = useState('');

  /**
   * A new notification (`fresh`), or an unread one brought up to date (a conversation's next
   * message, decision 0041: the count stays; it alerts again, at most once a minute per notification).
   */
  const onNotification = (n: AppNotification, fresh: boolean) => {
    if (!n.isRead) setAnnouncement(m.arrived({ title: n.title }));
    if (fresh && !n.isRead)
      client.setQueryData<number>(notificationKeys.unreadCount, (c) => (c === undefined ? c : c + 1));
    // The count is fetched again too: one that was read before this arrived must not count twice.
    void client.invalidateQueries({ queryKey: notificationKeys.all });
    if (isAboutBooking(n)) {
      void client.invalidateQueries({ queryKey: bookingKeys.all });
      // A booking paid or refunded changes the client's payments and receipts.
      void client.invalidateQueries({ queryKey: paymentKeys.all });
    }
    // A payout sent or failed moves the wallet's balances.
    if (n.type === 'payout') void client.invalidateQueries({ queryKey: walletKeys.all });
    // A review written, shown or hidden (issue 22): the reviews pages and the listings' reviews.
    if (n.type === 'review') void client.invalidateQueries({ queryKey: reviewKeys.all });
    // Unknown until the preferences load: quiet rather than a sound the user turned off.
    if (!preferences || n.isRead) return;
    if (preferences.soundAlerts && n.soundAlert && claimAlert(`${n.id}:sound`)) playNotificationSound();
    if (preferences.browserAlerts && document.visibilityState === 'hidden' && claimAlert(`${n.id}:browser`)) {
      showBrowserAlert(n, () => {
        markRead.mutate([n.id]);
        void navigate(safeActionUrl(n.actionUrl) ?? notificationsHref(role));
      });
    }
  };

  useRealtime<UserEvent>(
    user ? `user:${user.id}` : null,
    (event) => {
      if ((event.type === 'notification' || event.type === 'notification.updated') && 'notification' in event)
        onNotification(event.notification, event.type === 'notification');
      else if (event.type === 'notifications.read' && 'unread' in event) {
        client.setQueryData(notificationKeys.unreadCount, event.unread);
        void client.invalidateQueries({ queryKey: notificationKeys.lists });
      } else if (event.type === 'payment.updated') {
        void client.invalidateQueries({ queryKey: bookingKeys.all });
        void client.invalidateQueries({ queryKey: paymentKeys.all });
      } else if (event.type === 'wallet.updated') void client.invalidateQueries({ queryKey: walletKeys.all });
    },
    () => {
      void client.invalidateQueries({ queryKey: notificationKeys.all });
      for (const queryKey of [bookingKeys.all, paymentKeys.all, walletKeys.all, reviewKeys.all])
        void client.invalidateQueries({ queryKey });
    },
  );
  return announcement;
}
