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
});
