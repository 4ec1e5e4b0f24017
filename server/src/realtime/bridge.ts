import pg from 'pg';
import { sql } from 'kysely';
import type { Database } from '../db/client';
import { newId } from '../lib/ids';
import { realtimeMessagesRepository as messages } from './messages.repository';

/** One message between app instances: which topic, what to send, and who sent it. */
export interface BridgeMessage {
  origin: string;
  topic: string;
  data: unknown;
}

/** How published messages reach every instance's hub (docs/product/marketplace.md#communication, decision 0010). */
export interface Bridge {
  send(message: BridgeMessage): Promise<void>;
  onMessage(listener: (message: BridgeMessage) => void): void;
  /** Called after a reconnect: messages may have been missed, so caches must reload. */
  onReconnect(listener: () => void): void;
  close(): Promise<void>;
}

/** One process (PGlite): publish is a direct call to the local hub. */
export function localBridge(): Bridge {
  const listeners: ((m: BridgeMessage) => void)[] = [];
  return {
    async send(message) {
      for (const l of listeners) l(message);
    },
    onMessage: (l) => void listeners.push(l),
    onReconnect: () => {},
    async close() {},
  };
}

export const CHANNEL = 'espasyo_realtime';
/** NOTIFY payloads must stay under 8000 bytes; larger messages go through a table. */
const INLINE_LIMIT = 7_000;

/**
 * Several instances on one PostgreSQL database: every instance LISTENs on one channel over
 * a dedicated connection and NOTIFYs through the pool. A lost connection is re-opened.
 */
export async function postgresBridge(
  url: string,
  db: Database,
  log: { warn(o: object, m: string): void },
): Promise<Bridge> {
  const listeners: ((m: BridgeMessage) => void)[] = [];
  const reconnectListeners: (() => void)[] = [];
  let client: pg.Client | null = null;
  let closing = false;

  const deliver = async (payload: string | undefined) => {
    if (!payload) return;
    let m = JSON.parse(payload) as BridgeMessage | { ref: string };
    if ('ref' in m) {
      const stored = await messages.payload(db, m.ref);
      if (!stored) return;
      m = stored as BridgeMessage;
    }
    for (const l of listeners) l(m);
  };

  const connect = async (isReconnect: boolean) => {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (n) => void deliver(n.payload).catch((err) => log.warn({ err }, 'realtime message dropped')));
    c.on('error', (err) => log.warn({ err }, 'realtime connection error'));
    c.on('end', () => {
      if (closing) return;
      setTimeout(
        () => void connect(true).catch((err) => log.warn({ err }, 'realtime reconnect failed')),
        1_000,
      ).unref();
    });
    await c.connect();
    await c.query(`listen ${CHANNEL}`);
    client = c;
    if (isReconnect) for (const l of reconnectListeners) l();
  };
  await connect(false);

  return {
    async send(message) {
      let payload = JSON.stringify(message);
      if (Buffer.byteLength(payload) > INLINE_LIMIT) {
        const id = newId();
        await messages.insert(db, id, payload);
        payload = JSON.stringify({ ref: id });
      }
      await sql`select pg_notify(${CHANNEL}, ${payload})`.execute(db);
    },
    onMessage: (l) => void listeners.push(l),
    onReconnect: (l) => void reconnectListeners.push(l),
    async close() {
      closing = true;
      await client?.end().catch(() => {});
    },
  };
}
