import { useEffect, useRef } from 'react';

/**
 * The tab's one WebSocket to /api/ws (docs/product/marketplace.md#communication: one socket per signed-in tab). Features
 * subscribe to a topic; the socket opens with the first subscriber, closes shortly after the
 * last one leaves, and reconnects with a growing delay when the connection drops. After a
 * reconnect every topic is subscribed again and `onReconnect` runs, because messages sent
 * while the socket was down are lost: callers refetch what they show.
 */

export type RealtimeHandler<T = unknown> = (message: T) => void;

interface Subscriber {
  onMessage: RealtimeHandler;
  onReconnect?: () => void;
}

const MIN_DELAY = 1000;
const MAX_DELAY = 30_000;
const IDLE_CLOSE_MS = 5000;
/** A message now and then keeps proxies from closing a quiet socket. */
const PING_MS = 25_000;
/**
 * The server's "I am stopping: reconnect" (1012, Service Restart; server/src/realtime/hub.ts): the
 * load balancer has other instances, so the tab comes back at once, within a short jitter that
 * keeps every tab of the stopping instance from arriving in the same millisecond.
 */
const SERVICE_RESTART = 1012;
const RESTART_JITTER_MS = 250;

/** What the hub answers to a tab's own requests (server/src/realtime/hub.ts); a data message never uses these types. */
const HUB_REPLIES = new Set(['subscribed', 'unsubscribed', 'pong', 'error']);

const topics = new Map<string, Set<Subscriber>>();
let socket: WebSocket | null = null;
let attempt = 0;
let everOpened = false;
let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
let idleTimer: ReturnType<typeof setTimeout> | undefined;
let pingTimer: ReturnType<typeof setInterval> | undefined;

function socketUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}/api/ws`;
}

function send(data: object) {
  if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(data));
}

/** 1 s, 2 s, 4 s … capped at 30 s, with jitter so a restarted server is not hit all at once. */
export function backoffDelay(attemptIndex: number): number {
  const base = Math.min(MAX_DELAY, MIN_DELAY * 2 ** attemptIndex);
  return Math.round(base / 2 + Math.random() * (base / 2));
}

function connect() {
  if (socket || typeof WebSocket === 'undefined') return;
  const ws = new WebSocket(socketUrl());
  socket = ws;
  ws.onopen = () => {
    clearInterval(pingTimer);
    pingTimer = setInterval(() => send({ type: 'ping' }), PING_MS);
    const wasReconnect = everOpened;
    everOpened = true;
    attempt = 0;
    for (const topic of topics.keys()) send({ type: 'subscribe', topic });
    if (wasReconnect) for (const subs of topics.values()) for (const s of subs) s.onReconnect?.();
  };
  ws.onmessage = (event) => {
    let message: unknown;
    try {
      message = JSON.parse(String(event.data));
    } catch {
      return; // not ours to understand
    }
    // The hub's own replies are not data; data always carries its topic (realtime/hub.ts).
    const { topic, type } = (message ?? {}) as { topic?: unknown; type?: unknown };
    if (typeof topic !== 'string' || (typeof type === 'string' && HUB_REPLIES.has(type))) return;
    for (const s of topics.get(topic) ?? []) s.onMessage(message);
  };
  ws.onclose = (event) => {
    if (socket !== ws) return;
    clearInterval(pingTimer);
    socket = null;
    if (topics.size === 0) return;
    clearTimeout(reconnectTimer);
    const delay =
      event.code === SERVICE_RESTART ? Math.round(Math.random() * RESTART_JITTER_MS) : backoffDelay(attempt++);
    reconnectTimer = setTimeout(connect, delay);
  };
  // An error is always followed by close, which schedules the retry.
  ws.onerror = () => undefined;
}

function closeWhenIdle() {
  clearTimeout(idleTimer);
  idleTimer = setTimeout(() => {
    if (topics.size > 0) return;
    clearTimeout(reconnectTimer);
    clearInterval(pingTimer);
    const ws = socket;
    socket = null;
    everOpened = false;
    attempt = 0;
    ws?.close(1000);
  }, IDLE_CLOSE_MS);
}

/** Listen to a topic; returns the function that stops listening. */
export function subscribe<T = unknown>(
  topic: string,
  onMessage: RealtimeHandler<T>,
  options: { onReconnect?: () => void } = {},
): () => void {
  const sub: Subscriber = { onMessage: onMessage as RealtimeHandler, onReconnect: options.onReconnect };
  let subs = topics.get(topic);
  if (!subs) {
    subs = new Set();
    topics.set(topic, subs);
    send({ type: 'subscribe', topic });
  }
  subs.add(sub);
  clearTimeout(idleTimer);
  connect();
  return () => {
    const current = topics.get(topic);
    if (!current?.delete(sub)) return;
    if (current.size === 0) {
      topics.delete(topic);
      send({ type: 'unsubscribe', topic });
    }
    if (topics.size === 0) closeWhenIdle();
  };
}

/**
 * Subscribe for as long as the component is mounted. The latest handlers are always called,
 * so callers need not memoise them.
 */
export function useRealtime<T = unknown>(
  topic: string | null,
  onMessage: RealtimeHandler<T>,
  onReconnect?: () => void,
): void {
  const handlers = useRef({ onMessage, onReconnect });
  useEffect(() => {
    handlers.current = { onMessage, onReconnect };
  });
  useEffect(() => {
    if (!topic) return;
    return subscribe<T>(topic, (m) => handlers.current.onMessage(m), {
      onReconnect: () => handlers.current.onReconnect?.(),
    });
  }, [topic]);
}
