import type { FastifyInstance, preCloseHookHandler } from 'fastify';
import type { AppContext } from '../context';
import { CLOSE_RESTART } from '../realtime/hub';
import type { App } from './types';

/** A socket that has not answered its close within this long is cut, so it cannot hold the drain. */
const WS_CLOSE_GRACE_MS = 3000;

/**
 * @fastify/websocket's preClose: every socket is closed with 1012 (reconnect), where the
 * plugin's own would close them with no code. The tab reconnects at once and the load balancer,
 * which this instance no longer answers, gives it another (decision 0054).
 */
export function wsPreClose(ctx: AppContext): preCloseHookHandler {
  return function (this: FastifyInstance, done) {
    ctx.realtime.drain();
    const server = this.websocketServer;
    for (const client of server.clients) {
      client.close(CLOSE_RESTART, 'server restarting: reconnect');
      const cut = setTimeout(() => client.terminate(), WS_CLOSE_GRACE_MS);
      cut.unref();
      client.once('close', () => clearTimeout(cut));
    }
    server.close(); // a late upgrade is refused
    done();
  };
}

/**
 * The order of `app.close()` (decision 0054). Fastify first answers 503 to any new request
 * (so /readyz turns 503 and a load balancer moves away) and stops listening; the preClose hooks
 * tell the sockets to reconnect and stop the scheduler from starting runs; the requests under
 * way finish; then (onClose) the running job and the outbox's deliveries finish, including those
 * the last requests queued, and only then is the realtime bridge left. main.ts bounds the whole
 * by SHUTDOWN_TIMEOUT_MS and closes the database after it.
 */
export function registerGracefulClose(app: App, ctx: AppContext) {
  let jobsStopped: Promise<void> | null = null;
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    jobsStopped = ctx.jobs.stop();
    done();
  });
  // A request under way when the close began answers with `Connection: close`: its keep-alive
  // connection would otherwise stay open, idle, and hold the close for Fastify's 72 s keep-alive.
  app.addHook('onSend', async (_req, reply, payload) => {
    if (closing) void reply.header('connection', 'close');
    return payload;
  });
  app.addHook('onClose', async () => {
    await (jobsStopped ?? ctx.jobs.stop());
    await ctx.outbox.stop();
    await ctx.realtime.close();
  });
}
