import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { soundLibraryCounts, sounds, soundTagCounts } from '#server/db/schema.ts';
import { encodeSoundCursor, type SoundPage, type SoundPageQuery } from '#shared/sound-page.ts';
import { toSound } from './sounds.service.ts';

/** LIKE's own characters taken literally: a search for "100%" finds "100%", not everything. */
const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Every word in the name or in a tag (any case; tags are stored lowercase), and every chosen tag. */
function matches(query: SoundPageQuery): SQL | undefined {
  const words = query.words.map((word) => {
    const pattern = likePattern(word);
    return sql`(lower(${sounds.name}) like ${pattern} or exists (
      select 1 from unnest(${sounds.tags}) as tag where tag like ${pattern}))`;
  });
  const tags = query.tags.length
    ? [
        sql`${sounds.tags} @> array[${sql.join(
          query.tags.map((tag) => sql`${tag}`),
          sql`, `,
        )}]::text[]`,
      ]
    : [];
  const all = [...words, ...tags];
  return all.length ? and(...all) : undefined;
}

/** created_at to the microsecond as written, UTC (a JS Date would drop the microseconds). */
const createdAtText = sql<string>`to_char(${sounds.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * One page of the user's sounds outside the trash, newest first (decision 066): keyset paging on
 * (created_at, id) along sounds_user_created_idx, so a page costs the same at 5,000 sounds as at 50; the
 * library's total and tags are read from the counts kept on write (decision 071), only a search's total counts
 * the user's rows.
 */
export async function listSoundPage(
  db: Database,
  userId: string,
  query: SoundPageQuery,
): Promise<SoundPage> {
  const own = and(eq(sounds.userId, userId), isNull(sounds.deletedAt));
  const match = matches(query);
  const after = query.cursor
    ? sql`(${sounds.createdAt}, ${sounds.id}) < (${query.cursor.createdAt}::timestamptz, ${query.cursor.id}::uuid)`
    : undefined;
  const [rows, [kept], matching, tagRows] = await Promise.all([
    db
      .select({ sound: sounds, at: createdAtText })
      .from(sounds)
      .where(and(own, match, after))
      .orderBy(desc(sounds.createdAt), desc(sounds.id))
      .limit(query.limit + 1),
    db
      .select({ library: soundLibraryCounts.soundCount })
      .from(soundLibraryCounts)
      .where(eq(soundLibraryCounts.userId, userId)),
    // Only a search counts rows; the library's total and tags are kept on write (decision 071).
    match
      ? db
          .select({ count: sql<number>`count(*)::int` })
          .from(sounds)
          .where(and(own, match))
      : null,
    db
      .select({ tag: soundTagCounts.tag })
      .from(soundTagCounts)
      .where(eq(soundTagCounts.userId, userId))
      .orderBy(asc(soundTagCounts.tag)),
  ]);
  const library = kept?.library ?? 0;
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    sounds: page.map((row) => toSound(row.sound)),
    next_cursor:
      rows.length > query.limit && last
        ? encodeSoundCursor({ createdAt: last.at, id: last.sound.id })
        : null,
    total: matching ? Number(matching[0]?.count ?? 0) : library,
    library_total: library,
    tags: tagRows.map((row) => row.tag),
  };
}
