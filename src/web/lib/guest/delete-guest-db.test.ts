import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { guestLibraryCounts } from './guest-counts.ts';
import { closeGuestDb, deleteGuestDb, GUEST_DB_NAME, guestDb } from './guest-db.ts';

const holdsGuestDb = async () =>
  (await indexedDB.databases()).some((database) => database.name === GUEST_DB_NAME);

async function guestWithABoard() {
  const db = await guestDb();
  await db.put('boards', {
    id: '5f0c3a2e-1b4d-4e6f-8a9b-0c1d2e3f4a5b',
    deleted_at: null,
  } as never);
}

afterEach(async () => {
  await closeGuestDb();
  indexedDB.deleteDatabase(GUEST_DB_NAME);
});

// Decision 061: after a claim that moved everything, this browser holds no guest database.
describe('deleteGuestDb', () => {
  it('leaves no guest database, even when the claim question counts the library meanwhile', async () => {
    await guestWithABoard();
    expect(await guestLibraryCounts()).toMatchObject({ boards: 1 });
    // The claim's toast refetches every query, the question's count among them, as the library is deleted.
    const clearing = deleteGuestDb();
    const counting = guestLibraryCounts();
    await clearing;
    expect(await counting).toEqual({ boards: 0, sounds: 0, trashed: 0 });
    expect(await holdsGuestDb()).toBe(false);
  });

  it('waits for another open connection (another tab) to let go, and then the database is gone', async () => {
    await guestWithABoard();
    // Another tab has the guest database open: it lets go when asked, a moment later (its own work first).
    const { openDB } = await import('idb');
    const other = await openDB(GUEST_DB_NAME, 1, {
      blocking() {
        setTimeout(() => other.close(), 50);
      },
    });
    await deleteGuestDb();
    expect(await holdsGuestDb()).toBe(false);
  });
});
