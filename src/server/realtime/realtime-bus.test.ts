import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#server/test/test-database.ts';
import {
  REALTIME_EVENT_FIELDS,
  type RealtimeEventKind,
  type RealtimeEventMap,
} from '#shared/events.ts';
import { CHANGES_CHANNEL, createRealtimeHub, type RealtimeHub } from './realtime-hub.ts';
import type { SseConnection, SseFrame } from './sse-connection.ts';
import { liveBoard, ownerBoards, PUBLIC_BOARDS, type Topic } from './topics.ts';

const BOARD = '0b6a3c8e-1f2d-4e5a-9b7c-000000000001';
const OWNER = '7d9f1c2e-4b1a-4c3d-9e8f-0a1b2c3d4e5f';
const BUTTON = '1c9f1c2e-4b1a-4c3d-9e8f-0a1b2c3d4e5f';

/** One payload of every kind of the map: a new kind fails to compile here until it has one. */
const SAMPLES: { [K in RealtimeEventKind]: RealtimeEventMap[K] } = {
  change: { table: 'soundboards', op: 'UPDATE', board_id: BOARD, owner_id: OWNER, is_public: true },
  board: {
    board_id: BOARD,
    owner_id: OWNER,
    is_public: true,
    view: 'visitor',
    document: { id: BOARD, name: 'Shown' },
  },
  board_stale: { board_id: BOARD, owner_id: OWNER, is_public: false },
  live_started: { board_id: BOARD, owner_id: OWNER, is_public: true },
  live_ended: { board_id: BOARD, owner_id: OWNER, is_public: false },
  live_beat: { board_id: BOARD },
  state: { live: true },
  press: { button_id: BUTTON, action: 'stop', sent_at: 1_700_000_000_000 },
  remote_press: { button_id: BUTTON, action: 'tap', sent_at: 1_700_000_000_000 },
  remote_stop_all: { sent_at: 1_700_000_000_000 },
  remotes_changed: { board_id: BOARD },
  now_playing: {
    button_id: BUTTON,
    playing: true,
    started_at: 1_700_000_000_000,
    duration_ms: 1500,
    loop: false,
  },
  remote_revoked: { remote_id: OWNER },
  resync: { reason: 'test' },
  ping: {},
};

let database: TestDatabase;
let hub: RealtimeHub;
const streams = {} as Record<'visitor' | 'owner' | 'listener' | 'ownerAndPublic', SseConnection>;

beforeAll(async () => {
  database = await createTestDatabase();
  // No heartbeat during the test: every frame a stream holds was published by it.
  hub = createRealtimeHub({ database, heartbeatMs: 3_600_000 });
  streams.visitor = await hub.connect([PUBLIC_BOARDS]);
  streams.owner = await hub.connect([ownerBoards(OWNER)]);
  streams.listener = await hub.connect([liveBoard(BOARD)]);
  streams.ownerAndPublic = await hub.connect([ownerBoards(OWNER), PUBLIC_BOARDS]);
});
afterAll(async () => {
  await hub.close();
  await database.destroy();
});

/** Waits for the stream's next frame (the test's timeout bounds it). */
const nextFrame = (connection: SseConnection): Promise<SseFrame | null> => connection.next();

const TARGETS: [Topic, (keyof typeof streams)[]][] = [
  [PUBLIC_BOARDS, ['visitor', 'ownerAndPublic']],
  [ownerBoards(OWNER), ['owner', 'ownerAndPublic']],
  [liveBoard(BOARD), ['listener']],
];

describe('the realtime bus', () => {
  it.each(Object.keys(REALTIME_EVENT_FIELDS) as RealtimeEventKind[])(
    'delivers a published %s to the subscribers of its topic, and only to them',
    async (kind) => {
      for (const [topic, receivers] of TARGETS) {
        const heard: unknown[] = [];
        const off = hub.on(kind, (payload, topics) => heard.push({ payload, topics }));
        await hub.publish(kind, SAMPLES[kind], [topic]);
        for (const name of receivers) {
          const frame = await nextFrame(streams[name]);
          expect(frame?.event).toBe(kind);
          expect(JSON.parse(frame!.data)).toEqual(SAMPLES[kind]);
        }
        // Every stream of the process got its frames in the same turn: the others hold none.
        for (const [name, stream] of Object.entries(streams))
          expect([name, stream.queued]).toEqual([name, 0]);
        expect(heard).toEqual([{ payload: SAMPLES[kind], topics: [topic] }]);
        off();
      }
    },
  );

  it('delivers an event of several topics once to a stream that subscribes to more than one', async () => {
    await hub.publish('change', SAMPLES.change, [ownerBoards(OWNER), PUBLIC_BOARDS]);
    for (const name of ['visitor', 'owner', 'ownerAndPublic'] as const) {
      expect((await nextFrame(streams[name]))?.event).toBe('change');
    }
    expect(streams.ownerAndPublic.queued).toBe(0);
    expect(streams.listener.queued).toBe(0);
  });

  it('ignores a notification that is no event of the map, and keeps going', async () => {
    const notify = (text: string) =>
      database.db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${text})`);
    await notify(JSON.stringify({ kind: 'rumour', topics: [PUBLIC_BOARDS], payload: {} }));
    await notify(JSON.stringify({ kind: 'press', topics: [liveBoard(BOARD)], payload: {} }));
    await notify('not json');
    await hub.publish('state', { live: false }, [liveBoard(BOARD)]);
    expect(JSON.parse((await nextFrame(streams.listener))!.data)).toEqual({ live: false });
    for (const stream of Object.values(streams)) expect(stream.queued).toBe(0);
  });
});
