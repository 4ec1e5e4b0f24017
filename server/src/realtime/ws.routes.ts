import type { App, ModuleOptions } from '../http/types';
import { guard, requireUser } from '../http/guards';
import { assertSameOrigin, trustedOrigins } from '../http/security';
import { stillSignedIn } from './ws-session';

/** How often an open socket re-checks that its session is still alive. */
const RECHECK_MS = 60_000;

/**
 * GET /api/ws: the WebSocket (docs/product/marketplace.md#communication). The upgrade is refused (403) when a page of an
 * untrusted origin opens it, like a write (http/security.ts): browsers send Origin on every
 * WebSocket handshake, and SameSite=Lax alone lets a page on another origin of the same
 * site (or an old browser) in. Then the session cookie is checked like any API call (401 otherwise);
 * after that the browser subscribes to topics and the hub authorises each one. Settings
 * changes are broadcast on topic 'settings'.
 */
export async function realtimeRoutes(app: App, { ctx }: ModuleOptions) {
  // The hub is drained and closed by the app's shutdown (app.ts), after the outbox's last pushes.
  const hub = ctx.realtime;
  const allowedOrigins = trustedOrigins(ctx.env, ctx.settings);

  // Settings changes are published by the outbox after their commit (settings-admin.service.ts).
  hub.onRemote('settings', (data) =>
    ctx.settings.adopt((data as { settings: Parameters<typeof ctx.settings.adopt>[0] }).settings),
  );
  hub.onReconnect(() => ctx.settings.invalidate());

  app.get(
    '/ws',
    {
      websocket: true,
      onRequest: [async (req) => assertSameOrigin(req, allowedOrigins), guard.user],
      schema: {
        tags: ['realtime'],
        summary: 'WebSocket: send {type:"subscribe",topic} / {type:"unsubscribe",topic} / {type:"ping"}',
        description:
          'Needs the session cookie. Topics: "settings" (admins; receives {topic:"settings",settings} after every change), "user:<your id>". ' +
          'Answers {type:"subscribed"|"unsubscribed"|"pong"|"error", topic?, code?, message?}. Closed with 4401 when the session ends or access changes.',
      },
    },
    (socket, req) => {
      const user = requireUser(req);
      const sessionId = req.sessionId;
      const id = hub.connect(socket, user, sessionId);
      const timer = setInterval(() => {
        void stillSignedIn(ctx, sessionId).then((ok) => {
          if (!ok && sessionId) hub.disconnectSession(sessionId);
        });
      }, RECHECK_MS);
      timer.unref();
      socket.on('message', (data: Buffer) => hub.handle(id, data.toString()));
      socket.on('close', () => {
        clearInterval(timer);
        hub.disconnect(id);
      });
    },
  );
}
