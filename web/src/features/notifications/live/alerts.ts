import { notificationPreview, type AppNotification } from '@espasyo/domain/notifications/notifications';

/** The sound (requirements §7): made by scripts/make-notification-sound.mjs, served from web/public. */
export const SOUND_URL = '/notification-sound.mp3';
export const SOUND_VOLUME = 0.5;
/** The browser notification's icon (requirements §7). */
export const ALERT_ICON = '/favicon.ico';

/**
 * Plays the chime once. A browser that refuses to play before the page was touched (autoplay
 * rules) or cannot play it stays silent: the bell still counts.
 */
export function playNotificationSound(): void {
  if (typeof Audio === 'undefined') return;
  try {
    const audio = new Audio(SOUND_URL);
    audio.volume = SOUND_VOLUME;
    void audio.play()?.catch(() => undefined);
  } catch {
    // No audio in this browser.
  }
}

/** What the browser allows: 'unsupported' where there is no Notification API (most phones' browsers in a tab). */
export type AlertPermission = NotificationPermission | 'unsupported';

export function alertPermission(): AlertPermission {
  return typeof window !== 'undefined' && 'Notification' in window ? Notification.permission : 'unsupported';
}

/**
 * A notification's own page, if it is one of ours: a path on this site. Anything else (another
 * site, a protocol-relative '//…') is not followed.
 */
export function safeActionUrl(url: string | null | undefined): string | null {
  return url && url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\') ? url : null;
}

/**
 * Shows the browser's notification (title, the 100-character preview, /favicon.ico); a click
 * brings the tab forward and runs `onOpen`. Tagged with the notification's id, so a second tab
 * or a Web Push copy of the same one replaces it rather than adding another.
 */
export function showBrowserAlert(n: AppNotification, onOpen: () => void): Notification | null {
  if (alertPermission() !== 'granted') return null;
  try {
    const alert = new Notification(n.title, { body: notificationPreview(n.message), icon: ALERT_ICON, tag: n.id });
    alert.onclick = () => {
      window.focus();
      alert.close();
      onOpen();
    };
    return alert;
  } catch {
    // Chrome on Android allows notifications only from a service worker: the bell and the push suffice there.
    return null;
  }
}

const CLAIMS_KEY = 'espasyo:alerted';
const CLAIM_MS = 60_000;

/**
 * With several tabs open, each hears the same notification: the first to claim it alerts, the
 * others stay quiet (localStorage is shared by the site's tabs). Claims are kept a minute.
 */
export function claimAlert(id: string, now = Date.now()): boolean {
  try {
    const seen = JSON.parse(localStorage.getItem(CLAIMS_KEY) ?? '{}') as Record<string, number>;
    if (seen[id] && now - seen[id] < CLAIM_MS) return false;
    const kept = Object.fromEntries(Object.entries(seen).filter(([, at]) => now - at < CLAIM_MS));
    localStorage.setItem(CLAIMS_KEY, JSON.stringify({ ...kept, [id]: now }));
    return true;
  } catch {
    return true; // storage off (private mode): this tab alerts
  }
}
