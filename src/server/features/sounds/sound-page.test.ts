import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send, signUp } from '#server/test/auth-client.ts';
import { createSound } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '#server/test/test-database.ts';
import type { Sound } from '#shared/schemas/sound.ts';
import { ERROR_CODES } from '#shared/errors.ts';
import { SOUND_TAGS } from '#shared/sound-library.ts';
import {
  SOUND_PAGE,
  SOUND_PAGE_MESSAGES,
  SOUND_SEARCH_MAX,
  soundPageSearch,
  type SoundPage,
} from '#shared/sound-page.ts';

let database: TestDatabase;
let app: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  app = createTestApp(database);
});
afterAll(async () => {
  await database.destroy();
});

const get = (cookie: string, search: string) => send(app, `/api/sounds?${search}`, { cookie });
const page = async (cookie: string, search: string) => {
  const response = await get(cookie, search);
  expect(response.status).toBe(200);
  return (await response.json()) as SoundPage;
};
const names = (result: SoundPage) => result.sounds.map((sound) => sound.name);

describe('GET /api/sounds?limit= pages the library (decision 066)', () => {
  it('walks every sound once, newest first, ties broken by id to the microsecond, the counts right', async () => {
    const user = await signUp(app);
    const at = (text: string) => sql`${text}::timestamptz`;
    // Two sounds a microsecond apart (a JS Date cannot tell them apart) and two at the very same instant.
    for (const [name, createdAt] of [
      ['a', '2026-01-01T00:00:00.000001Z'],
      ['b', '2026-01-01T00:00:00.000002Z'],
      ['c', '2026-01-01T00:00:01Z'],
      ['d', '2026-01-01T00:00:01Z'],
      ['e', '2026-01-01T00:00:02Z'],
      ['f', '2026-01-01T00:00:03Z'],
      ['g', '2026-01-01T00:00:04Z'],
    ] as const) {
      await createSound(database.db, {
        userId: user.userId,
        name,
        createdAt: at(createdAt) as unknown as Date,
      });
    }
    await createSound(database.db, { userId: user.userId, name: 'trashed', deletedAt: new Date() });
    await createSound(database.db, { userId: (await signUp(app)).userId, name: 'not mine' });

    const whole = (await (
      await send(app, '/api/sounds', { cookie: user.cookie })
    ).json()) as Sound[];
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const result: SoundPage = await page(user.cookie, soundPageSearch({ limit: 2, cursor }));
      const total = pages === 0 ? 7 : 8; // the counts are of now
      expect(result).toMatchObject({ total, library_total: total, tags: [] });
      seen.push(...names(result));
      cursor = result.next_cursor;
      pages += 1;
      // A sound added while paging is newer than every cursor: it neither repeats nor pushes one out.
      if (pages === 1) await createSound(database.db, { userId: user.userId, name: 'added later' });
    } while (cursor);
    expect(pages).toBe(4);
    expect(seen).toEqual(whole.map((sound) => sound.name));
    expect(seen).toHaveLength(7);
    expect(new Set(seen).size).toBe(7);
    expect(seen.slice(-2)).toEqual(['b', 'a']);

    const first = await page(user.cookie, 'limit=100');
    expect(first.next_cursor).toBeNull();
    expect(names(first)[0]).toBe('added later');
    expect(first.total).toBe(8);
  });

  it('searches by name and by tag on the server, any case, every word and every chosen tag', async () => {
    const user = await signUp(app);
    const make = (name: string, tags: string[] = []) =>
      createSound(database.db, { userId: user.userId, name, tags });
    await make('Air Horn', ['loud']);
    await make('Drum roll', ['intro']);
    await make('Crowd', ['crowd noise', 'intro']);
    await make('100% fun');
    await make('1000 fun');
    await make('snake_case');
    await make('snakeXcase');
    await createSound(database.db, {
      userId: user.userId,
      name: 'Horn in the trash',
      deletedAt: new Date(),
    });
    await createSound(database.db, { userId: (await signUp(app)).userId, name: 'Horn of another' });

    const search = (q: string, tags: string[] = []) =>
      page(user.cookie, soundPageSearch({ limit: 10, q, tags }));
    expect(names(await search('HORN'))).toEqual(['Air Horn']);
    expect(names(await search('intro'))).toEqual(['Crowd', 'Drum roll']);
    expect(names(await search('  crowd   INTRO '))).toEqual(['Crowd']);
    expect(names(await search('noise'))).toEqual(['Crowd']);
    expect(names(await search('100%'))).toEqual(['100% fun']);
    expect(names(await search('e_c'))).toEqual(['snake_case']);
    expect(names(await search('', ['intro']))).toEqual(['Crowd', 'Drum roll']);
    expect(names(await search('', ['Intro', 'crowd noise']))).toEqual(['Crowd']);
    expect(names(await search('drum', ['crowd noise']))).toEqual([]);

    const narrowed = await search('fun');
    expect(narrowed).toMatchObject({ total: 2, library_total: 7, next_cursor: null });
    expect(narrowed.tags).toEqual(['crowd noise', 'intro', 'loud']);

    const paged = await page(user.cookie, soundPageSearch({ limit: 1, tags: ['intro'] }));
    expect(names(paged)).toEqual(['Crowd']);
    const rest = await page(
      user.cookie,
      soundPageSearch({ limit: 1, tags: ['intro'], cursor: paged.next_cursor }),
    );
    expect(names(rest)).toEqual(['Drum roll']);
    expect(rest.next_cursor).toBeNull();
  });

  it('refuses a page size over the maximum, a made-up cursor and a search without limit, with a clear 400', async () => {
    const user = await signUp(app);
    const refused = async (search: string, message: string) => {
      const response = await get(user.cookie, search);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        error: { code: ERROR_CODES.validation, message },
      });
    };
    await refused(`limit=${SOUND_PAGE.max + 1}`, SOUND_PAGE_MESSAGES.limitInvalid);
    await refused('limit=0', SOUND_PAGE_MESSAGES.limitInvalid);
    await refused('limit=ten', SOUND_PAGE_MESSAGES.limitInvalid);
    await refused('q=horn', SOUND_PAGE_MESSAGES.limitRequired);
    await refused('limit=5&cursor=nope', SOUND_PAGE_MESSAGES.cursorInvalid);
    await refused(
      `limit=5&cursor=${encodeURIComponent('2026-02-31T00:00:00.000000Z~00000000-0000-0000-0000-000000000000')}`,
      SOUND_PAGE_MESSAGES.cursorInvalid,
    );
    await refused(
      `limit=5&q=${'x'.repeat(SOUND_SEARCH_MAX + 1)}`,
      SOUND_PAGE_MESSAGES.searchTooLong,
    );
    await refused(
      soundPageSearch({
        limit: 5,
        tags: Array.from({ length: SOUND_TAGS.maxTags + 1 }, (_, i) => `t${i}`),
      }),
      SOUND_PAGE_MESSAGES.tooManyTags,
    );
    expect((await page(user.cookie, `limit=${SOUND_PAGE.max}`)).sounds).toEqual([]);
    expect((await send(app, '/api/sounds?limit=5')).status).toBe(401);
  });
});
