import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

/** A request as a fake gateway received it: method, path, headers and the raw body. */
export interface SeenRequest {
  method: string;
  path: string;
  /** The query string's parameters (list calls: limits, cursors, time ranges). */
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: string;
}

/** What a fake gateway's route answers: a status and a JSON body. */
export type FakeReply = { status: number; body: unknown };
export type FakeRoute = (req: SeenRequest, match: RegExpExecArray) => FakeReply;

/**
 * A local HTTP server (node:http, port 0) that answers as a gateway's API does, for the adapters'
 * end-to-end tests. Routes are tried in order; each request is kept in `seen`. Creating calls
 * with an Idempotency-Key answer the first reply again for the same key, as the gateways do.
 */
export class FakeGatewayServer {
  readonly seen: SeenRequest[] = [];
  /** How long each answer waits (a slow gateway); 0 answers at once. */
  delayMs = 0;
  private server: Server | null = null;
  private readonly replays = new Map<string, FakeReply>();
  url = '';

  /** Routes are tried in order; a subclass adds its own. */
  protected readonly routes: [method: string, path: RegExp, route: FakeRoute][] = [];

  async start() {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop() {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** The requests to `path` (a regular expression) with `method`. */
  requests(method: string, path: RegExp) {
    return this.seen.filter((r) => r.method === method && path.test(r.path));
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const seen: SeenRequest = {
      method: req.method ?? 'GET',
      path: (req.url ?? '/').split('?')[0],
      query: new URLSearchParams((req.url ?? '').split('?')[1] ?? ''),
      headers: req.headers,
      body: Buffer.concat(chunks).toString('utf8'),
    };
    this.seen.push(seen);
    if (this.delayMs > 0) await new Promise((r) => setTimeout(r, this.delayMs));
    if (res.destroyed) return; // the caller gave up waiting
    const key = req.headers['idempotency-key'];
    const replayKey = typeof key === 'string' ? `${seen.path} ${key}` : null;
    let reply = replayKey ? this.replays.get(replayKey) : undefined;
    if (!reply) {
      reply = { status: 404, body: { error: 'no such route' } };
      for (const [method, path, route] of this.routes) {
        const match = method === seen.method ? path.exec(seen.path) : null;
        if (match) {
          reply = route(seen, match);
          break;
        }
      }
      if (replayKey && reply.status < 500) this.replays.set(replayKey, reply);
    }
    res.writeHead(reply.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(reply.body));
  }
}

/** Starts `server` before the file's tests (before the app, which needs its URL) and stops it after. */
export function useFakeServer<T extends FakeGatewayServer>(server: T): T {
  beforeAll(() => server.start());
  afterAll(() => server.stop());
  return server;
}

/**
 * One page of a list newest first, as Stripe and PayMongo page theirs: at most `limit` items after
 * the one whose id is `after` (Stripe's starting_after, PayMongo's after), and whether more follow.
 */
export function pageAfter<T extends { id: string }>(items: T[], limit: number, after: string | null) {
  const start = after ? items.findIndex((i) => i.id === after) + 1 : 0;
  const data = items.slice(start, start + limit);
  return { data, hasMore: start + limit < items.length };
}

export const randomId = (prefix: string) => `${prefix}${Math.random().toString(36).slice(2, 12)}`;
