import { expect, it } from 'vitest';
import { useRealtimeTestApp } from '#server/test/realtime-test-app.ts';
import { PUBLIC_BOARDS } from './topics.ts';

// Issue 32 point 1: one event to a thousand viewers must cost what writing to their streams costs, not a
// thousand encodings of the same frame (a 21 KB board document: 21 MB of encoding per edit).
const t = useRealtimeTestApp();

async function openRaw() {
  const response = await t.app.request('/api/realtime');
  const reader = response.body!.getReader();
  await reader.read(); // retry: and the comment that flushes the headers
  return reader;
}

it('encodes an event once for every stream it goes to', async () => {
  const viewers = await Promise.all([openRaw(), openRaw(), openRaw()]);
  t.hub.deliverText('board', JSON.stringify({ board_id: 'b', document: 'x'.repeat(1000) }), [
    PUBLIC_BOARDS,
  ]);
  const chunks = await Promise.all(viewers.map(async (reader) => (await reader.read()).value!));
  expect(new TextDecoder().decode(chunks[0])).toMatch(/^event: board\ndata: \{"board_id":"b"/);
  // The very same bytes, not three equal copies.
  expect(chunks[1]).toBe(chunks[0]);
  expect(chunks[2]).toBe(chunks[0]);
  await Promise.all(viewers.map((reader) => reader.cancel()));
});
