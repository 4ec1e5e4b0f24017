import { z } from 'zod';
import { en } from '../messages/en';

/**
 * Web Push (issue 21, decision 0044): the server's VAPID public key and this user's subscribed
 * devices, /api/me/push/key and /api/me/push-subscriptions.
 */

/** A push service's endpoint URL: https only (every browser's push service is), at most this long. */
export const PUSH_ENDPOINT_MAX = 2000;

/**
 * The browsers' push services (decision 0057): an endpoint's host is one of these names, or a
 * name under one written `*.`. Nothing else is ever connected to.
 */
export const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com', // Chrome, Chromium, Android
  'android.googleapis.com', // Chrome's older subscriptions
  '*.push.services.mozilla.com', // Firefox: updates.push.services.mozilla.com
  '*.push.apple.com', // Safari: web.push.apple.com
  '*.notify.windows.com', // Edge (Windows Push Notification Services)
] as const;

/**
 * `https://` then the host, in lowercase DNS labels (so no IP literal of any notation, no
 * userinfo, no port: the default one), then the path in printable ASCII but the backslash.
 */
const endpointShape = /^https:\/\/((?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,})\/[\x21-\x5b\x5d-\x7e]*$/;

/** The push service's host of an endpoint, or null when the endpoint is not one of theirs. */
export function pushServiceHost(endpoint: string): string | null {
  const host = endpointShape.exec(endpoint)?.[1];
  if (!host) return null;
  const listed = PUSH_SERVICE_HOSTS.some((h) => (h.startsWith('*.') ? host.endsWith(h.slice(1)) : host === h));
  return listed ? host : null;
}

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
    .refine((u) => pushServiceHost(u) !== null, en.account.pushEndpointNotPushService),
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
