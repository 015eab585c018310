import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { Board, BoardButton } from '#shared/schemas/board.ts';
import type { Sound } from '#shared/schemas/sound.ts';

/** A guest's board as stored: the board's fields, its background named by a stored file's id. */
export type StoredBoard = Omit<Board, 'soundboard_buttons' | 'background_image_url'> & {
  background_file: string | null;
};
export type StoredButton = Omit<BoardButton, 'sound' | 'background_image_url'> & {
  background_file: string | null;
};
export type StoredSound = Omit<Sound, 'url' | 'image_url'> & {
  audio_file: string | null;
  image_file: string | null;
};
/**
 * A stored file: its bytes and detected type. Bytes, not a Blob: every browser and the tests' IndexedDB clone
 * them alike; they are read once per page, when the file's object URL is made (guest-files.ts).
 */
export interface StoredFile {
  id: string;
  bytes: ArrayBuffer;
  type: string;
}

interface GuestSchema extends DBSchema {
  boards: { key: string; value: StoredBoard };
  buttons: { key: string; value: StoredButton; indexes: { board: string } };
  sounds: { key: string; value: StoredSound };
  files: { key: string; value: StoredFile };
}

export type GuestDb = IDBPDatabase<GuestSchema>;
export type GuestStore = 'boards' | 'buttons' | 'sounds' | 'files';

/** One database per browser profile; the guest's id is the owner of every row in it (decision 061). */
export const GUEST_DB_NAME = 'soundboard-guest';

let opened: Promise<GuestDb> | null = null;
let deleting: Promise<void> | null = null;

/** How long a deletion waits for a connection that does not let go (an older page in another tab). */
const BLOCKED_WAIT_MS = 10_000;

export function guestDb(): Promise<GuestDb> {
  opened ??= openDB<GuestSchema>(GUEST_DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore('boards', { keyPath: 'id' });
      db.createObjectStore('buttons', { keyPath: 'id' }).createIndex('board', 'soundboard_id');
      db.createObjectStore('sounds', { keyPath: 'id' });
      db.createObjectStore('files', { keyPath: 'id' });
    },
    // Another tab deletes the guest database (its claim): this one lets go, so the deletion goes through.
    blocking() {
      void closeGuestDb();
    },
  });
  return opened;
}

/** Forgets the open handle (tests delete the database between cases). */
export async function closeGuestDb(): Promise<void> {
  const db = await opened;
  db?.close();
  opened = null;
}

/**
 * Deletes the guest database and resolves once it is gone: not when the deletion is only blocked by an open
 * connection, as the first version did, which let a reader of the guest library open it again, empty.
 */
export function deleteGuestDb(): Promise<void> {
  deleting ??= (async () => {
    await closeGuestDb();
    await new Promise<void>((resolve) => {
      const request = indexedDB.deleteDatabase(GUEST_DB_NAME);
      request.onsuccess = request.onerror = () => resolve();
      request.onblocked = () => setTimeout(resolve, BLOCKED_WAIT_MS);
    });
  })().finally(() => {
    deleting = null;
  });
  return deleting;
}

/** Resolves when no deletion of the guest database is under way: a reader waits, and does not re-create it. */
export function guestDbSettled(): Promise<void> {
  return deleting ?? Promise.resolve();
}
