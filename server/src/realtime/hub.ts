import { en } from '@espasyo/domain';
import { newId } from '../lib/ids';
import type { AuthUser } from '../modules/users/user.mapper';
import type { Bridge, BridgeMessage } from './bridge';
import { builtInTopics, findRule, type TopicRule } from './topics';

/** The part of a ws WebSocket the hub uses. */
export interface HubSocket {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

interface Connection {
  id: string;
  user: AuthUser;
  /** The session the socket was opened with (its sessions row id), null when unknown. */
  sessionId: string | null;
  socket: HubSocket;
  topics: Set<string>;
}

/** What a browser may send over the socket. */
export type ClientMessage = { type: 'subscribe' | 'unsubscribe'; topic: string } | { type: 'ping' };

const OPEN = 1;
/** Close code for "signed out or access changed": the client reconnects and re-subscribes. */
export const CLOSE_AUTH = 4401;
/**
 * Close code for "this instance is stopping: reconnect" (1012, Service Restart): the tab opens
 * a new socket at once, which the load balancer gives to another instance (decision 0054).
 */
export const CLOSE_RESTART = 1012;

/**
 * The WebSocket hub: one connection per signed-in tab, topic subscriptions authorised per
 * user, and publish through a bridge so every instance delivers to its own sockets.
 */
export class Hub {
  readonly instanceId = newId();
  private connections = new Map<string, Connection>();
  private rules: TopicRule[] = [...builtInTopics];
  private remoteListeners = new Map<string, ((data: unknown) => void)[]>();
  /** Publishes not yet handed to the bridge: close() waits for them. */
  private pending = new Set<Promise<void>>();

  constructor(private readonly bridge: Bridge) {
    bridge.onMessage((m) => this.deliver(m));
  }

  defineTopic(rule: TopicRule) {
    this.rules.push(rule);
  }

  /** Runs when another instance published on `topic` (e.g. to refresh a cache). */
  onRemote(topic: string, listener: (data: unknown) => void) {
    this.remoteListeners.set(topic, [...(this.remoteListeners.get(topic) ?? []), listener]);
  }

  onReconnect(listener: () => void) {
    this.bridge.onReconnect(listener);
  }

  connect(socket: HubSocket, user: AuthUser, sessionId: string | null = null): string {
    const id = newId();
    this.connections.set(id, { id, user, sessionId, socket, topics: new Set() });
    return id;
  }

  disconnect(connectionId: string) {
    this.connections.delete(connectionId);
  }

  /** Closes every socket of a user (disabled, demoted, signed out everywhere). */
  disconnectUser(userId: string, reason = 'access changed') {
    for (const c of this.connections.values()) {
      if (c.user.id !== userId) continue;
      this.connections.delete(c.id);
      c.socket.close(CLOSE_AUTH, reason);
    }
  }

  /** Closes the sockets opened with one session (signed out, or found ended); the user's other sessions keep theirs. */
  disconnectSession(sessionId: string, reason = 'session ended') {
    for (const c of this.connections.values()) {
      if (c.sessionId !== sessionId) continue;
      this.connections.delete(c.id);
      c.socket.close(CLOSE_AUTH, reason);
    }
  }

  /** Handles one message from a browser and answers it. */
  handle(connectionId: string, raw: string) {
    const c = this.connections.get(connectionId);
    if (!c) return;
    let msg: ClientMessage;
    try {
      msg = JSON.parse(raw) as ClientMessage;
    } catch {
      return this.send(c, { type: 'error', code: 'validation_error', message: 'Messages must be JSON.' });
    }
    if (msg?.type === 'ping') return this.send(c, { type: 'pong' });
    if ((msg?.type !== 'subscribe' && msg?.type !== 'unsubscribe') || typeof msg.topic !== 'string') {
      return this.send(c, { type: 'error', code: 'validation_error', message: 'Unknown message.' });
    }
    if (msg.type === 'unsubscribe') {
      c.topics.delete(msg.topic);
      return this.send(c, { type: 'unsubscribed', topic: msg.topic });
    }
    const rule = findRule(this.rules, msg.topic);
    if (!rule) return this.send(c, { type: 'error', topic: msg.topic, code: 'not_found', message: 'No such topic.' });
    if (!rule.allow(c.user, msg.topic)) {
      return this.send(c, { type: 'error', topic: msg.topic, code: 'forbidden', message: en.generic.accessDenied });
    }
    c.topics.add(msg.topic);
    this.send(c, { type: 'subscribed', topic: msg.topic });
  }

  /**
   * Sends `data` to every subscriber of `topic` on every instance; after commit, through the
   * outbox (decision 0032). `origin`: the instance whose change it is, when another delivers it.
   */
  async publish(topic: string, data: unknown, origin: string = this.instanceId): Promise<void> {
    const p = this.bridge.send({ origin, topic, data });
    this.pending.add(p);
    try {
      await p;
    } finally {
      this.pending.delete(p);
    }
  }

  get size() {
    return this.connections.size;
  }

  /** Closes every socket with the reconnect hint (a graceful shutdown, before requests drain). */
  drain() {
    for (const c of this.connections.values()) c.socket.close(CLOSE_RESTART, 'server restarting: reconnect');
    this.connections.clear();
  }

  /** After the drain: waits for publishes under way, then leaves the bridge (its LISTEN connection). */
  async close() {
    this.drain();
    await Promise.allSettled([...this.pending]);
    await this.bridge.close();
  }

  /** Sockets get the data with its topic beside its own fields, so a tab knows which subscription it is for. */
  private deliver(m: BridgeMessage) {
    const text = JSON.stringify(
      m.data !== null && typeof m.data === 'object' && !Array.isArray(m.data) ? { ...m.data, topic: m.topic } : m.data,
    );
    for (const c of this.connections.values()) {
      if (c.topics.has(m.topic) && c.socket.readyState === OPEN) c.socket.send(text);
    }
    if (m.origin !== this.instanceId) for (const l of this.remoteListeners.get(m.topic) ?? []) l(m.data);
  }

  private send(c: Connection, data: object) {
    if (c.socket.readyState === OPEN) c.socket.send(JSON.stringify(data));
  }
}
