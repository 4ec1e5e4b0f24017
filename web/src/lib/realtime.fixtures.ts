/** A WebSocket the test drives in place of the browser's (lib/realtime opens one per tab): `vi.stubGlobal('WebSocket', FakeSocket)`: it opens at once and records what the tab sends. */
export class FakeSocket {
  static OPEN = 1;
  static last: FakeSocket | null = null;
  readyState = 0;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
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
  /** Closed by the tab, or by the server with `code` (1012: restarting, reconnect). */
  close(code = 1000) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
  /** The hub sends `data` on `topic`. */
  receive(topic: string, data: object) {
    this.onmessage?.({ data: JSON.stringify({ ...data, topic }) });
  }
}
