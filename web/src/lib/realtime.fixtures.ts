/** A WebSocket the test drives in place of the browser's (lib/realtime opens one per tab): `vi.stubGlobal('WebSocket', FakeSocket)`: it opens at once and records what the tab sends. */
export class FakeSocket {
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
  /** The hub sends `data` on `topic`. */
  receive(topic: string, data: object) {
    this.onmessage?.({ data: JSON.stringify({ ...data, topic }) });
  }
}
