/*
 * This browser's side of Web Push (decision 0044): the service worker at /sw.js (scope '/'), the
 * permission and the PushManager subscription. Plain functions around the browser's APIs, so the
 * settings card's hook holds no browser detail and tests replace this module.
 */

/** Whether this browser can take push notifications at all (an iPhone only from the home screen). */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window
  );
}

export function pushPermission(): NotificationPermission {
  return pushSupported() ? Notification.permission : 'denied';
}

async function registration(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  return navigator.serviceWorker.ready;
}

/** This browser's current subscription, if any (without registering anything when there is no worker yet). */
export async function currentSubscription(): Promise<PushSubscriptionJSON | null> {
  if (!pushSupported()) return null;
  const reg = await navigator.serviceWorker.getRegistration('/');
  const sub = await reg?.pushManager.getSubscription();
  return sub ? sub.toJSON() : null;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const b64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/**
 * Asks for permission (called from a click) and subscribes with the server's key. Answers the
 * subscription, or 'denied' when the user (or the browser) refused.
 */
export async function subscribeBrowser(publicKey: string): Promise<PushSubscriptionJSON | 'denied'> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return 'denied';
  const reg = await registration();
  const key = keyBytes(publicKey);
  let sub = await reg.pushManager.getSubscription();
  // A subscription made with another key (the server's keys changed) is replaced.
  const same = sub?.options.applicationServerKey
    ? new Uint8Array(sub.options.applicationServerKey).every((b, i) => b === key[i])
    : false;
  if (sub && !same) {
    await sub.unsubscribe();
    sub = null;
  }
  sub ??= await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  return sub.toJSON();
}

/** Ends this browser's subscription; answers its endpoint, to remove on the server too. */
export async function unsubscribeBrowser(): Promise<string | null> {
  const reg = await navigator.serviceWorker.getRegistration('/');
  const sub = await reg?.pushManager.getSubscription();
  if (!sub) return null;
  await sub.unsubscribe();
  return sub.endpoint;
}
