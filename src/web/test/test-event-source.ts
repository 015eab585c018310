/**
 * A stand-in for the browser's EventSource (jsdom has none): the test plays the server's side by
 * dispatching the events a real stream would deliver. The stream itself is covered by the browser tests.
 */
export class TestEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: TestEventSource[] = [];
  readyState = TestEventSource.CONNECTING;
  closed = false;
  constructor(readonly url: string) {
    super();
    TestEventSource.opened.push(this);
  }
  close() {
    this.closed = true;
    this.readyState = TestEventSource.CLOSED;
  }
  open() {
    this.readyState = TestEventSource.OPEN;
    this.dispatchEvent(new Event('open'));
  }
  send(type: string, data = '') {
    this.dispatchEvent(new MessageEvent(type, { data }));
  }
  /** The network dropped: the browser retries by itself (CONNECTING) or gives up (CLOSED). */
  fail(givesUp: boolean) {
    this.readyState = givesUp ? TestEventSource.CLOSED : TestEventSource.CONNECTING;
    this.dispatchEvent(new Event('error'));
  }
}
