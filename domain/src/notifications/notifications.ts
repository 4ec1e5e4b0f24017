/**
 * In-app notifications (issue 21, requirements §3 "Host notification"): one shape for every user.
 * The spec's types and subTypes first; events it does not name add their own in the same shape.
 */
import { z } from 'zod';

export const notificationTypes = ['booking', 'message', 'review', 'payout', 'system', 'dispute'] as const;
export type NotificationType = (typeof notificationTypes)[number];

export const notificationSubTypes = [
  'new_booking',
  'booking_update',
  'new_message',
  'new_review',
  'payout_update',
  // type 'system' (not in the spec): a notice sent by staff from /notifications, and the staff's
  // own alerts when something fails (decision 0045).
  'staff_notice',
  'system_alert',
  // type 'dispute' (issue 22, not in the spec): a dispute opened on a booking, a message in its
  // thread, its resolution; for the booking's other side and the admins.
  'dispute_opened',
  'dispute_message',
  'dispute_resolved',
  // type 'review' (issue 22): the other side wrote theirs (still blind), a reminder to write one,
  // the author's review hidden or restored by staff.
  'review_waiting',
  'review_reminder',
  'review_hidden',
  'review_restored',
] as const;
export type NotificationSubType = (typeof notificationSubTypes)[number];

export const notificationPriorities = ['high', 'normal'] as const;
export type NotificationPriority = (typeof notificationPriorities)[number];

/** The `data` object (requirements §3): what the notification is about; each field optional. */
export const notificationDataSchema = z
  .object({
    bookingId: z.string(),
    clientName: z.string(),
    clientEmail: z.string(),
    listingTitle: z.string(),
    totalAmount: z.number(),
    startDate: z.string(),
    endDate: z.string(),
    status: z.string(),
    conversationId: z.string(),
    senderName: z.string(),
    reviewId: z.string(),
    rating: z.number(),
    payoutId: z.string(),
    amount: z.number(),
    /** A system alert's source ('job:…', 'webhook:…', 'outbox', 'payout'; decision 0045). */
    source: z.string(),
    /** A dispute's id (type dispute). */
    disputeId: z.string(),
  })
  .partial();
export type NotificationData = z.infer<typeof notificationDataSchema>;

export const notificationSchema = z.object({
  id: z.string(),
  type: z.enum(notificationTypes),
  subType: z.enum(notificationSubTypes),
  /** The user it is for (requirements §3 names it hostId: every host notification is a host's). */
  hostId: z.string(),
  title: z.string(),
  message: z.string(),
  priority: z.enum(notificationPriorities),
  data: notificationDataSchema,
  actionUrl: z.string().nullable(),
  requiresAction: z.boolean(),
  soundAlert: z.boolean(),
  pushNotification: z.boolean(),
  isRead: z.boolean(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AppNotification = z.infer<typeof notificationSchema>;

/** The list's page size (requirements §7: 50 newest; the bell's panel shows 10). */
export const NOTIFICATIONS_LIMIT = 50;
export const RECENT_NOTIFICATIONS = 10;

export { notificationPreview, unreadBadge } from './badge';
