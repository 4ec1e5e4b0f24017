/*
 * Espasyo's service worker (issue 21, decision 0044), served at /sw.js so that its scope is the
 * whole site. It does one thing: Web Push. A push carries {title, body, tag, url, icon} (domain
 * notifications/channels.ts, pushMessage); it is shown as a notification, and a click focuses a
 * tab of this site (taking it to the link) or opens one. No fetch handler: pages load as without it.
 */
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  const title = message.title || 'Espasyo';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: message.body || '',
      icon: message.icon || '/favicon.ico',
      badge: '/favicon.ico',
      tag: message.tag,
      data: { url: message.url || '/' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL((event.notification.data && event.notification.data.url) || '/', self.location.origin);
  // Only this site's pages: a push never sends the browser elsewhere.
  const url = target.origin === self.location.origin ? target.href : self.location.origin + '/';
  event.waitUntil(
    (async () => {
      const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const same = tabs.find((c) => c.url === url) || tabs.find((c) => new URL(c.url).origin === self.location.origin);
      if (same && same.url === url) return same.focus();
      if (same && 'navigate' in same) {
        // navigate() works on a tab this worker controls; another one gets a new tab instead.
        const moved = await same.navigate(url).catch(() => null);
        if (moved) return moved.focus();
      }
      return self.clients.openWindow(url);
    })(),
  );
});
