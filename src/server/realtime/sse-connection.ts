import type { RealtimeEventKind } from '#shared/events.ts';
import type { Topic } from './topics.ts';

export interface SseFrame {
  /** A kind of the realtime event map (decision 046). */
  event: RealtimeEventKind;
  /** The payload as JSON, encoded once per event for every stream it reaches. */
  data: string;
}

/**
 * Where a connection writes its frames itself, once its response can take them directly (sse-response.ts):
 * write() false means wait until the connection's drain() before the next.
 */
export interface FrameSink {
  write(frame: SseFrame): boolean;
}

/** 'revoked': the viewer's session ended (signed out, revoked): the stream ends at once. */
export type CloseReason = 'client' | 'overflow' | 'shutdown' | 'revoked';

/**
 * One subscriber's stream: a bounded queue of frames between the hub (which never waits) and the HTTP
 * response (which takes frames only as fast as the client reads). When the queue is full the connection is
 * closed instead of growing: the client reconnects and refetches (decision 025). Once a sink is attached
 * (decision 076), a frame is written to it as it is pushed, with no promise or stream between; the queue then
 * holds only the frames that came while the sink waited to drain.
 */
export class SseConnection {
  private readonly queue: SseFrame[] = [];
  private waiter: ((frame: SseFrame | null) => void) | null = null;
  private readonly closeListeners: ((reason: CloseReason) => void)[] = [];
  private ending = false;
  private sink: FrameSink | null = null;
  private blocked = false;
  closedFor: CloseReason | null = null;

  constructor(
    /** What this stream subscribes to on the bus. */
    readonly topics: readonly Topic[],
    private readonly maxQueued: number,
    private readonly onQueued: (length: number) => void,
  ) {}

  get queued(): number {
    return this.queue.length;
  }

  /** Queues a frame; a full queue closes the connection ('overflow'). */
  push(frame: SseFrame): void {
    if (this.closedFor || this.ending) return;
    if (this.sink && !this.blocked && this.queue.length === 0) {
      this.blocked = !this.sink.write(frame);
      return;
    }
    if (this.waiter && !this.sink) {
      const wake = this.waiter;
      this.waiter = null;
      wake(frame);
      return;
    }
    if (this.queue.length >= this.maxQueued) {
      this.close('overflow');
      return;
    }
    this.queue.push(frame);
    this.onQueued(this.queue.length);
  }

  /**
   * From now on frames go to `sink` as they are pushed; `first` (a frame next() gave out) and the queued
   * frames are written first. next() then waits only for the close.
   */
  attach(sink: FrameSink, first?: SseFrame): void {
    this.sink = sink;
    if (first) this.queue.unshift(first);
    this.drain();
  }

  /** The sink can take frames again: the queued ones go out until it cannot. */
  drain(): void {
    this.blocked = false;
    while (!this.closedFor && !this.blocked && this.queue.length > 0)
      this.blocked = !this.sink!.write(this.queue.shift()!);
    if (this.ending && !this.blocked && this.queue.length === 0) this.close('revoked');
  }

  /** The next frame, waiting for one; null once the connection is closed (only that, once a sink writes). */
  next(): Promise<SseFrame | null> {
    if (this.closedFor) return Promise.resolve(null);
    if (this.sink) return new Promise((resolve) => (this.waiter = resolve));
    const frame = this.queue.shift();
    if (frame) return Promise.resolve(frame);
    if (this.ending) {
      this.close('revoked');
      return Promise.resolve(null);
    }
    return new Promise((resolve) => {
      this.waiter = resolve;
    });
  }

  onClose(listener: (reason: CloseReason) => void): void {
    if (this.closedFor) listener(this.closedFor);
    else this.closeListeners.push(listener);
  }

  /**
   * Ends the stream as 'revoked' once the frames already given to it have gone out (a remote's last
   * `remote_revoked`, decision 059); a client that does not read them within `graceMs` is cut off anyway.
   */
  end(graceMs = 1000): void {
    if (this.closedFor || this.ending) return;
    this.ending = true;
    // A waiting reader, or a sink that took every frame, means nothing is queued or on its way: close now.
    if (this.sink ? !this.blocked && this.queue.length === 0 : this.waiter)
      return this.close('revoked');
    setTimeout(() => this.close('revoked'), graceMs).unref();
  }

  close(reason: CloseReason): void {
    if (this.closedFor) return;
    this.closedFor = reason;
    this.queue.length = 0;
    const wake = this.waiter;
    this.waiter = null;
    wake?.(null);
    for (const listener of this.closeListeners.splice(0)) listener(reason);
  }
}
