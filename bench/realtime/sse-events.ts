/**
 * The realtime benches' one reader of server-sent events (GET /api/realtime, live and player streams): a
 * text/event-stream parser, and a stream opened with fetch that hands each event to the bench as it arrives.
 */

/** One event: its name (`message` when the block names none) and its data lines joined by "\n". */
export interface SseEvent {
  event: string;
  data: string;
}

/** The field of one line, without the single space after the colon (comment lines have no name). */
function field(line: string): [string, string] {
  const colon = line.indexOf(':');
  if (colon < 0) return [line, ''];
  const value = line.slice(colon + 1);
  return [line.slice(0, colon), value.startsWith(' ') ? value.slice(1) : value];
}

/** An incremental parser: feed it decoded text in any chunks; it answers the events those chunks completed. */
export function sseParser(): (text: string) => SseEvent[] {
  let buffer = '';
  return (text) => {
    buffer += text;
    const events: SseEvent[] = [];
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        const [name, value] = field(line);
        if (name === 'event') event = value;
        else if (name === 'data') data.push(value);
      }
      if (data.length > 0) events.push({ event, data: data.join('\n') });
    }
    return events;
  };
}

export interface SseStream {
  status: number;
  /** Bytes of the body received so far. */
  bytes: () => number;
  /** Resolves with performance.now() once `condition` holds, checked after each chunk's events. */
  when: (condition: () => boolean) => Promise<number>;
  close: () => Promise<void>;
}

/** Opens an event stream with fetch; `onEvent` gets every event in order, as its chunk arrives. */
export async function openSse(
  url: string,
  onEvent: (event: SseEvent) => void,
  init?: RequestInit,
): Promise<SseStream> {
  const response = await fetch(url, init);
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const parse = sseParser();
  const waiters = new Set<() => void>();
  let bytes = 0;
  void (async () => {
    for (;;) {
      const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (done || !value) return;
      bytes += value.byteLength;
      for (const event of parse(decoder.decode(value, { stream: true }))) onEvent(event);
      for (const wake of [...waiters]) wake();
    }
  })();
  return {
    status: response.status,
    bytes: () => bytes,
    when: (condition) =>
      new Promise<number>((resolve) => {
        const check = () => {
          if (!condition()) return;
          waiters.delete(check);
          resolve(performance.now());
        };
        waiters.add(check);
        check();
      }),
    close: () => reader.cancel().catch(() => undefined),
  };
}
