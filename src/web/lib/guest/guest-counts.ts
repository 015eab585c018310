import { GUEST_DB_NAME, guestDb } from './guest-db.ts';

/**
 * What this browser holds of a guest, outside the trash. A browser that never had a guest has no guest
 * database, and none is made to find that out.
 */
export async function guestLibraryCounts(): Promise<{ boards: number; sounds: number }> {
  if (typeof indexedDB === 'undefined') return { boards: 0, sounds: 0 };
  const known = await indexedDB.databases?.().catch(() => undefined);
  if (known && !known.some((database) => database.name === GUEST_DB_NAME)) {
    return { boards: 0, sounds: 0 };
  }
  const db = await guestDb();
  const boards = (await db.getAll('boards')).filter((b) => !b.deleted_at).length;
  const sounds = (await db.getAll('sounds')).filter((s) => !s.deleted_at).length;
  return { boards, sounds };
}
