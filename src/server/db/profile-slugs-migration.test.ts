import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { profiles } from '#server/db/schema.ts';
import { slugFor } from '#server/features/profiles/username.ts';
import { createProfile } from '#server/test/factories.ts';
import { createTestDatabase, type TestDatabase } from '#server/test/test-database.ts';
import { MIGRATIONS_DIR } from './migrate.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.destroy();
});

const migration = () => readFileSync(path.join(MIGRATIONS_DIR, '0006_profile_slugs.sql'), 'utf8');
const slugOf = async (id: string) =>
  (await database.db.select().from(profiles).where(eq(profiles.id, id)))[0]!.publicUrlSlug;

it('migration 0006 gives old hyphenated slugs the slug of their username, as slugFor writes it', async () => {
  const db = database.db;
  // Slugs as the old rule made them ("_" became "-"), and one already right.
  const jo = await createProfile(db, { username: 'streamer_jo', publicUrlSlug: 'streamer-jo' });
  const mixed = await createProfile(db, { username: 'Big_Boss.2', publicUrlSlug: 'big-boss-2' });
  const fine = await createProfile(db, { username: 'plain', publicUrlSlug: 'plain' });
  // Two profiles whose usernames want the same slug: the older one gets it, the other keeps its slug.
  const first = await createProfile(db, {
    username: 'dj.x',
    publicUrlSlug: 'dj-x-old',
    createdAt: new Date('2026-01-01T00:00:00Z'),
  });
  const second = await createProfile(db, {
    username: 'dj-x',
    publicUrlSlug: 'dj-x-older',
    createdAt: new Date('2026-02-01T00:00:00Z'),
  });
  // A wanted slug another profile holds is taken once that profile has moved to the slug of its own name.
  const holder = await createProfile(db, { username: 'taken_one', publicUrlSlug: 'sam_k' });
  const wantsTaken = await createProfile(db, { username: 'sam_k', publicUrlSlug: 'sam-k' });

  await db.execute(sql.raw(migration()));

  expect(await slugOf(jo.id)).toBe('streamer_jo');
  expect(await slugOf(mixed.id)).toBe(slugFor('Big_Boss.2'));
  expect(await slugOf(fine.id)).toBe('plain');
  expect(await slugOf(first.id)).toBe(slugFor('dj.x'));
  expect(await slugOf(second.id)).toBe('dj-x-older');
  expect(await slugOf(holder.id)).toBe('taken_one');
  expect(await slugOf(wantsTaken.id)).toBe('sam_k');

  // Run again: nothing left to change, nothing fails.
  await db.execute(sql.raw(migration()));
  expect(await slugOf(jo.id)).toBe('streamer_jo');
});
