/** One server-sent event: its `event:` name ('message' when none) and its `data:` lines joined. */
export interface SseEvent {
  event: string;
  data: string;
}

/**
 * A streaming parser of the text/event-stream format (the HTML spec's rules): chunks may split a line or a
 * CRLF anywhere; `data:` lines join with newlines; comments (`:`), `id:` and `retry:` are ignored; an event
 * with no data is not dispatched. The phone reads its stream with fetch, because an EventSource cannot send
 * the Authorization header (decision 060).
 */
export function createSseParser() {
  let buffer = '';
  let event = '';
  let data: string[] = [];

  const line = (text: string, out: SseEvent[]) => {
    if (text === '') {
      if (data.length > 0) out.push({ event: event || 'message', data: data.join('\n') });
      event = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  };

  /** Feeds a chunk of the stream's text; returns the events it completed. */
  return (chunk: string): SseEvent[] => {
    buffer += chunk;
    const out: SseEvent[] = [];
    for (;;) {
      const match = /\r\n|\r|\n/.exec(buffer);
      if (!match) break;
      // A lone CR at the end may be the first half of a CRLF: wait for the next chunk.
      if (match[0] === '\r' && match.index === buffer.length - 1) break;
      line(buffer.slice(0, match.index), out);
      buffer = buffer.slice(match.index + match[0].length);
    }
    return out;
  };
}
