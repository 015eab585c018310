import type { TestApp } from './test-app.ts';
import { randomIp } from './auth-client.ts';
import { TEST_ORIGIN } from './test-app.ts';

export interface ReceivedEvent {
  event: string;
  data: string;
}

/**
 * Reads a server-sent-events response in the background and keeps every event (and the raw text, for
 * `retry:` and comments). waitFor() resolves when a matching event has arrived; the test's timeout bounds it.
 */
export class SseReader {
  readonly events: ReceivedEvent[] = [];
  raw = '';
  ended = false;
  private readonly reader: ReadableStreamDefaultReader<Uint8Array>;
  private readonly waiters = new Set<() => void>();
  private buffer = '';

  constructor(readonly response: Response) {
    if (!response.body) throw new Error(`no stream: ${response.status}`);
    this.reader = response.body.getReader();
    void this.pump();
  }

  private async pump() {
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const { done, value } = await this.reader.read();
        if (done) break;
        const text = decoder.decode(value, { stream: true });
        this.raw += text;
        this.buffer += text;
        let end: number;
        while ((end = this.buffer.indexOf('\n\n')) >= 0) {
          const block = this.buffer.slice(0, end);
          this.buffer = this.buffer.slice(end + 2);
          this.parse(block);
        }
        this.notify();
      }
    } catch {
      // Cancelled or cut off: ended below.
    }
    this.ended = true;
    this.notify();
  }

  private parse(block: string) {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event: ')) event = line.slice(7);
      else if (line.startsWith('data: ')) data.push(line.slice(6));
    }
    if (data.length > 0) this.events.push({ event, data: data.join('\n') });
  }

  private notify() {
    for (const wake of [...this.waiters]) wake();
  }

  /** Resolves once the condition holds (checked on every chunk received). */
  async until(condition: () => boolean): Promise<void> {
    while (!condition()) {
      if (this.ended && !condition()) throw new Error(`stream ended; got ${this.raw}`);
      await new Promise<void>((resolve) => {
        const wake = () => {
          this.waiters.delete(wake);
          resolve();
        };
        this.waiters.add(wake);
      });
    }
  }

  /** The first `change` event about this board (waiting for it), optionally with these fields. */
  async change(
    boardId: string,
    fields: Record<string, unknown> = {},
  ): Promise<Record<string, unknown>> {
    const find = () =>
      this.changes().find(
        (change) =>
          change.board_id === boardId &&
          Object.entries(fields).every(([key, value]) => change[key] === value),
      );
    await this.until(() => find() !== undefined);
    return find()!;
  }

  changes(): Record<string, unknown>[] {
    return this.events
      .filter((e) => e.event === 'change')
      .map((e) => JSON.parse(e.data) as Record<string, unknown>);
  }

  async close() {
    await this.reader.cancel().catch(() => undefined);
  }
}

/** Opens an event stream of the in-process app as a viewer (cookie) or a visitor. */
export async function openStream(app: TestApp, path: string, cookie?: string): Promise<SseReader> {
  const headers = new Headers({ origin: TEST_ORIGIN });
  if (cookie) headers.set('cookie', cookie);
  const response = await app.request(
    path,
    { headers },
    { incoming: { socket: { remoteAddress: randomIp() } } },
  );
  return new SseReader(response);
}

/** Opens GET /api/realtime on the in-process app as a viewer (cookie) or a visitor. */
export function openRealtime(app: TestApp, cookie?: string): Promise<SseReader> {
  return openStream(app, '/api/realtime', cookie);
}
