import { z } from 'zod';

/**
 * Web Push (issue 21, decision 0044): the server's VAPID public key and this user's subscribed
 * devices, /api/me/push/key and /api/me/push-subscriptions.
 */

/** A push service's endpoint URL: https only (every browser's push service is), at most this long. */
export const PUSH_ENDPOINT_MAX = 2000;
/** The devices one user keeps subscribed; a new one past this replaces the one unused longest. */
export const PUSH_DEVICES_MAX = 10;

export const pushKeySchema = z.object({
  /** The VAPID public key, base64url: the browser's `applicationServerKey`. */
  publicKey: z.string(),
  /** Whether the platform sends push at all (notifications.pushNotifications). */
  enabled: z.boolean(),
});
export type PushKey = z.infer<typeof pushKeySchema>;

const base64url = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+=*$/, 'base64url');

/** POST /api/me/push-subscriptions: the browser's PushSubscription.toJSON(), as the browser gives it. */
export const pushSubscribeSchema = z.object({
  endpoint: z
    .string()
    .max(PUSH_ENDPOINT_MAX)
    .url()
    .refine((u) => u.startsWith('https://'), 'A push endpoint is an https URL.'),
  keys: z.object({ p256dh: base64url(200), auth: base64url(100) }),
});
export type PushSubscribeBody = z.infer<typeof pushSubscribeSchema>;

export const pushDeviceSchema = z.object({
  id: z.string(),
  /** 'Chrome on Android', from the user agent when it subscribed. */
  device: z.string(),
  /** The push service's endpoint, so a browser can find its own subscription in the list. */
  endpoint: z.string(),
  createdAt: z.string(),
  lastSuccessAt: z.string().nullable(),
});
export type PushDevice = z.infer<typeof pushDeviceSchema>;
export const pushDevicesSchema = z.object({ items: z.array(pushDeviceSchema) });
export type PushDevices = z.infer<typeof pushDevicesSchema>;
