import type { RealtimeEventKind } from '#shared/events.ts';
import type { Topic } from './topics.ts';

export interface SseFrame {
  /** A kind of the realtime event map (decision 046). */
  event: RealtimeEventKind;
  /** The payload as JSON, encoded once per event for every stream it reaches. */
  data: string;
}

/** 'revoked': the viewer's session ended (signed out, revoked): the stream ends at once. */
export type CloseReason = 'client' | 'overflow' | 'shutdown' | 'revoked';

/**
 * One subscriber's stream: a bounded queue of frames between the hub (which never waits) and the HTTP
 * response (which takes frames only as fast as the client reads). When the queue is full the connection is
 * closed instead of growing: the client reconnects and refetches (decision 025).
 */
export class SseConnection {
  private readonly queue: SseFrame[] = [];
  private waiter: ((frame: SseFrame | null) => void) | null = null;
  private readonly closeListeners: ((reason: CloseReason) => void)[] = [];
  private ending = false;
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
    if (this.waiter) {
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

  /** The next frame, waiting for one; null once the connection is closed. */
  next(): Promise<SseFrame | null> {
    if (this.closedFor) return Promise.resolve(null);
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
    // A waiting reader means nothing is queued or on its way: close now.
    if (this.waiter) return this.close('revoked');
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
