import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from './realtime.fixtures';
import { subscribe } from './realtime';

afterEach(() => vi.unstubAllGlobals());

describe('realtime', () => {
  it("hands a topic's data, typed or not, to its subscribers, and never the hub's own replies", async () => {
    vi.stubGlobal('WebSocket', FakeSocket);
    const got: unknown[] = [];
    const stop = subscribe('user:1', (m) => got.push(m));
    await Promise.resolve();
    const ws = FakeSocket.last!;
    expect(ws.sent).toContainEqual({ type: 'subscribe', topic: 'user:1' });
    ws.receive('user:1', { type: 'subscribed' });
    ws.receive('user:1', { type: 'error', code: 'forbidden' });
    ws.receive('user:1', { type: 'notification', notification: { id: 'n1' } });
    ws.receive('user:1', { settings: {} });
    ws.receive('user:2', { type: 'notification' });
    expect(got).toEqual([
      { type: 'notification', topic: 'user:1', notification: { id: 'n1' } },
      { topic: 'user:1', settings: {} },
    ]);
    stop();
  });

  it('comes back at once, every topic subscribed again, when the server closes with 1012 (restarting)', async () => {
    vi.useFakeTimers();
    try {
      vi.stubGlobal('WebSocket', FakeSocket);
      const reconnected = vi.fn();
      const stop = subscribe('user:2', () => undefined, { onReconnect: reconnected });
      await vi.advanceTimersByTimeAsync(0);
      const first = FakeSocket.last!;
      first.close(1012);
      // Under the 500 ms a dropped connection's first retry waits at the least (backoffDelay).
      await vi.advanceTimersByTimeAsync(250);
      const second = FakeSocket.last!;
      expect(second).not.toBe(first);
      expect(second.sent).toContainEqual({ type: 'subscribe', topic: 'user:2' });
      expect(reconnected).toHaveBeenCalledOnce();
      stop();
      await vi.advanceTimersByTimeAsync(5000);
    } finally {
      vi.useRealTimers();
    }
  });
});
