import { GUEST_DB_NAME, guestDb, guestDbSettled } from './guest-db.ts';

export interface GuestLibraryCounts {
  boards: number;
  sounds: number;
  /** Boards and sounds in the guest's trash: a claim moves them to the account's trash (decision 079). */
  trashed: number;
}

const NONE: GuestLibraryCounts = { boards: 0, sounds: 0, trashed: 0 };

/**
 * What this browser holds of a guest. A browser that never had a guest has no guest database, and none is
 * made to find that out.
 */
export async function guestLibraryCounts(): Promise<GuestLibraryCounts> {
  if (typeof indexedDB === 'undefined') return NONE;
  await guestDbSettled();
  const known = await indexedDB.databases?.().catch(() => undefined);
  if (known && !known.some((database) => database.name === GUEST_DB_NAME)) return NONE;
  const db = await guestDb();
  const [boards, sounds] = [await db.getAll('boards'), await db.getAll('sounds')];
  const live = (items: { deleted_at: string | null }[]) =>
    items.filter((i) => !i.deleted_at).length;
  const [liveBoards, liveSounds] = [live(boards), live(sounds)];
  return {
    boards: liveBoards,
    sounds: liveSounds,
    trashed: boards.length + sounds.length - liveBoards - liveSounds,
  };
}
