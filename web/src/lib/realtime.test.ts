import { afterEach, describe, expect, it, vi } from 'vitest';
import { subscribe } from './realtime';

/** A WebSocket the test drives: it opens at once and records what the tab sends. */
class FakeSocket {
  static OPEN = 1;
  static last: FakeSocket | null = null;
  readyState = 0;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor() {
    FakeSocket.last = this;
    queueMicrotask(() => {
      this.readyState = FakeSocket.OPEN;
      this.onopen?.();
    });
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
    this.onclose?.();
  }
  receive(data: object) {
    this.onmessage?.({ data: JSON.stringify(data) });
  }
}

afterEach(() => vi.unstubAllGlobals());

describe('realtime', () => {
  it("hands a topic's data, typed or not, to its subscribers, and never the hub's own replies", async () => {
    vi.stubGlobal('WebSocket', FakeSocket);
    const got: unknown[] = [];
    const stop = subscribe('user:1', (m) => got.push(m));
    await Promise.resolve();
    const ws = FakeSocket.last!;
    expect(ws.sent).toContainEqual({ type: 'subscribe', topic: 'user:1' });
    ws.receive({ type: 'subscribed', topic: 'user:1' });
    ws.receive({ type: 'error', topic: 'user:1', code: 'forbidden' });
    ws.receive({ type: 'notification', topic: 'user:1', notification: { id: 'n1' } });
    ws.receive({ topic: 'user:1', settings: {} });
    ws.receive({ type: 'notification', topic: 'user:2' });
    expect(got).toEqual([
      { type: 'notification', topic: 'user:1', notification: { id: 'n1' } },
      { topic: 'user:1', settings: {} },
    ]);
    stop();
  });
});
