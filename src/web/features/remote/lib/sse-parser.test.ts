import { describe, expect, it } from 'vitest';
import { createSseParser } from './sse-parser.ts';

describe('createSseParser', () => {
  it('reads named events and their JSON data', () => {
    const feed = createSseParser();
    expect(feed('event: now_playing\ndata: {"a":1}\n\nevent: ping\ndata: {}\n\n')).toEqual([
      { event: 'now_playing', data: '{"a":1}' },
      { event: 'ping', data: '{}' },
    ]);
  });

  it('keeps a line split across chunks, and a CRLF split between two chunks', () => {
    const feed = createSseParser();
    expect(feed('event: remote_rev')).toEqual([]);
    expect(feed('oked\r')).toEqual([]);
    expect(feed('\ndata: {}\r')).toEqual([]);
    expect(feed('\n\r\n')).toEqual([{ event: 'remote_revoked', data: '{}' }]);
  });

  it('joins data lines, ignores comments, ids and retries, and drops events without data', () => {
    const feed = createSseParser();
    const events = feed(': hello\nid: 4\nretry: 10\nevent: x\n\ndata: one\ndata:two\n\n');
    expect(events).toEqual([{ event: 'message', data: 'one\ntwo' }]);
  });

  it('reads lone CR line ends', () => {
    const feed = createSseParser();
    expect(feed('event: a\rdata: 1\r\rx')).toEqual([{ event: 'a', data: '1' }]);
  });
});
