import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send, signUp } from '#server/test/auth-client.ts';
import { createBoardViaApi } from '#server/test/boards-factories.ts';
import { createSound } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '#server/test/test-database.ts';
import { PLAYS_PER_MINUTE, PLAYS_PER_SOUND_PER_MINUTE } from '#shared/sound-library.ts';
import { PlayLimiter } from './play-limiter.ts';

/** Play counts against many addresses and floods of made-up ids (decision 037 addendum). */
let database: TestDatabase;
let app: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  app = createTestApp(database);
});
afterAll(async () => {
  await database.destroy();
});

/** A sound of a new user, on one of their boards made public: anyone may count its plays. */
async function publicSound() {
  const owner = await signUp(app);
  const sound = await createSound(database.db, { userId: owner.userId });
  const board = await createBoardViaApi(app, owner.cookie);
  await send(app, `/api/boards/${board.id}/buttons/${board.soundboard_buttons[0]!.id}`, {
    method: 'PATCH',
    body: { sound_id: sound.id },
    cookie: owner.cookie,
  });
  await send(app, `/api/boards/${board.id}`, {
    method: 'PATCH',
    body: { is_public: true },
    cookie: owner.cookie,
  });
  return sound;
}

const play = (soundId: string, ip: string, count = 50) =>
  send(app, `/api/sounds/${soundId}/plays`, { method: 'POST', body: { count }, ip });

describe('POST /api/sounds/:id/plays from many addresses', () => {
  it('counts at most PLAYS_PER_SOUND_PER_MINUTE plays of a sound a minute, whatever the number of addresses', async () => {
    const sound = await publicSound();
    let last = 0;
    for (let round = 0; round < 3; round++) {
      for (let a = 0; a < 40; a++) {
        const response = await play(sound.id, `203.0.113.${a + 1}`);
        expect(response.status).toBe(200);
        last = ((await response.json()) as { play_count: number }).play_count;
      }
    }
    expect(last).toBe(PLAYS_PER_SOUND_PER_MINUTE);
    // Another sound has its own budget.
    const other = await publicSound();
    expect(await (await play(other.id, '203.0.113.1', 5)).json()).toEqual({ play_count: 5 });
  });

  it('counts an IPv6 client by its /64: other addresses of the same network share one budget', async () => {
    const sound = await publicSound();
    let last = 0;
    for (let host = 1; host <= 10; host++) {
      const response = await play(sound.id, `2001:4860:4860:1::${host.toString(16)}`);
      last = ((await response.json()) as { play_count: number }).play_count;
    }
    expect(last).toBe(PLAYS_PER_MINUTE);
  });

  it('does not let made-up sound ids take places in the limiter', async () => {
    const sound = await publicSound();
    const ip = '198.51.100.7';
    for (let i = 0; i < 3; i++) await play(sound.id, ip);
    expect(await (await play(sound.id, ip)).json()).toEqual({ play_count: PLAYS_PER_MINUTE });
    for (let i = 0; i < 200; i++) expect((await play(randomUUID(), ip, 1)).status).toBe(404);
    expect(await (await play(sound.id, ip)).json()).toEqual({ play_count: PLAYS_PER_MINUTE });
  });
});

describe('PlayLimiter memory', () => {
  it('is not flushed by 50,000 random ids: a real entry keeps its used budget', () => {
    const limiter = new PlayLimiter(() => 0);
    const ip = '198.51.100.7';
    const real = randomUUID();
    const first = limiter.reserve(ip, real, PLAYS_PER_MINUTE);
    expect(first.counted).toBe(PLAYS_PER_MINUTE);
    first.settle(true);
    // As the route does: each made-up id's reservation fails with a 404 and gives its place back.
    for (let i = 0; i < 50_000; i++) limiter.reserve(ip, randomUUID(), 1).settle(false);
    expect(limiter.size).toEqual({ perAddress: 1, perSound: 1 });
    expect(limiter.reserve(ip, real, 1).counted).toBe(0);
    // 50,000 still in flight at once (never settled) fill the tables but evict nothing.
    for (let i = 0; i < 50_000; i++) limiter.reserve(ip, randomUUID(), 1);
    expect(limiter.reserve(ip, real, 1).counted).toBe(0);
    expect(limiter.size.perAddress).toBeLessThanOrEqual(50_000);
  });

  it('counts again once the minute is over', () => {
    let now = 0;
    const limiter = new PlayLimiter(() => now);
    const sound = randomUUID();
    limiter.reserve('198.51.100.7', sound, PLAYS_PER_MINUTE).settle(true);
    expect(limiter.reserve('198.51.100.7', sound, 1).counted).toBe(0);
    expect(limiter.reserve('198.51.100.8', sound, 5).counted).toBe(5);
    now = 60_000;
    expect(limiter.reserve('198.51.100.7', sound, 5).counted).toBe(5);
  });
});
