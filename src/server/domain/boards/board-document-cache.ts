import type { Database } from '#server/db/client.ts';
import type { RealtimeHub } from '#server/realtime/realtime-hub.ts';
import type { Board } from '#shared/schemas/board.ts';
import { boardNotFound } from './board-access.ts';
import { readBoardWithButtons, type BoardAccessRow } from './board-read.ts';

/** A built document is served this long at most, even without a change event (a LISTEN gap, a sound edit). */
export const BOARD_DOCUMENT_TTL_MS = 2_000;
/** Boards kept at once per instance (least recently built first out). */
export const BOARD_DOCUMENTS_MAX = 500;

type Read = (boardId: string) => Promise<{ row: BoardAccessRow; board: Board }>;

interface Document {
  row: BoardAccessRow;
  /** The whole board as its owner reads it, as JSON text. */
  owner: string;
  /** The public view's JSON text (null while the board is private: nobody but the owner may read it). */
  visitor: string | null;
  /** The sounds its buttons play: their play counts are in the texts, and no change event announces a play. */
  sounds: Set<string>;
}

interface Entry {
  builtAt: number;
  document: Promise<Document>;
  /** Sounds whose plays were counted while this entry was being built (dropSound): it may predate them. */
  playedWhileBuilding?: Set<string>;
}

/** What a viewer who does not own the board sees (spec §7: buttons without a sound are left out). */
export const visitorView = (board: Board): Board => ({
  ...board,
  soundboard_buttons: board.soundboard_buttons.filter((button) => button.sound),
});

/** The texts of one board: the owner's whole board, and the public view only while the board is public. */
const documentOf = ({ row, board }: { row: BoardAccessRow; board: Board }): Document => ({
  row,
  owner: JSON.stringify(board),
  visitor: row.isPublic ? JSON.stringify(visitorView(board)) : null,
  sounds: new Set(board.soundboard_buttons.flatMap((button) => button.sound_id ?? [])),
});

/**
 * GET /api/boards/:id for every viewer (issue 30 point 1, issue 32 point 1, decision 070): a board's JSON texts
 * are built once per change and kept — the owner's whole board, and a public board's view for everyone else,
 * shared by every viewer — so a change seen by a thousand viewers costs one read, not a thousand, and a read
 * costs no query and no JSON work. Which text a viewer gets is decided from the kept row at each read: the
 * owner's text only to the board's owner, the public text to anyone else and only while the board is public.
 * A `change` event of the board (on every instance, from the database's triggers) drops it; so does a write by
 * its owner on this instance (dropOwner, run by the app after every write request, before the answer: the
 * writer sees their own write at once, without waiting for the notification); and so does its age
 * (BOARD_DOCUMENT_TTL_MS), which bounds what no event announces (a LISTEN reconnect; a sound's play count
 * counted on another instance). Plays counted on this instance drop the documents showing that sound
 * (dropSound), so whoever played sees the new count on their next read. Concurrent misses share one build.
 */
export function createBoardDocumentCache(options: {
  read: Read;
  /** The bus whose `change` events drop documents; it is started before the first document is kept. */
  bus?: Pick<RealtimeHub, 'on' | 'start'>;
  now?: () => number;
  ttlMs?: number;
  maxEntries?: number;
}) {
  const { read, bus } = options;
  const now = options.now ?? Date.now;
  const ttlMs = options.ttlMs ?? BOARD_DOCUMENT_TTL_MS;
  const maxEntries = options.maxEntries ?? BOARD_DOCUMENTS_MAX;
  const entries = new Map<string, Entry>();
  /** Board ids by owner, for dropOwner (kept in step with `entries`). */
  const owners = new Map<string, string>();
  /** The sounds of each kept board, for dropSound (kept in step with `entries`). */
  const soundsOf = new Map<string, Set<string>>();
  /** Entries whose read has not answered yet. */
  const building = new Set<Entry>();
  /** Bumped by every drop: a build begun before a drop of its board is not kept (it may predate the change). */
  let generation = 0;
  const forget = (boardId: string) => {
    entries.delete(boardId);
    owners.delete(boardId);
    soundsOf.delete(boardId);
  };
  const drop = (boardId: string) => {
    generation += 1;
    forget(boardId);
  };
  const off = bus?.on('change', (change) => drop(change.board_id));

  let listening: Promise<boolean> | null = null;
  // Without the change feed nothing may be kept: a document could outlive its board's next change.
  const ready = () =>
    (listening ??= bus
      ? bus.start().then(
          () => true,
          () => false,
        )
      : Promise.resolve(false));

  const current = (boardId: string) => {
    const entry = entries.get(boardId);
    return entry && now() - entry.builtAt < ttlMs ? entry : undefined;
  };
  const keep = (boardId: string, entry: Entry) => {
    entries.delete(boardId);
    entries.set(boardId, entry);
    if (entries.size > maxEntries) forget(entries.keys().next().value!);
    const startedAt = generation;
    building.add(entry);
    entry.document.then(
      ({ row, sounds }) => {
        building.delete(entry);
        if (entries.get(boardId) !== entry) return;
        // A drop while it was built (any board: the generation is global, cheap and safe) makes it suspect;
        // so do plays counted meanwhile of a sound it shows.
        const played = entry.playedWhileBuilding;
        if (generation !== startedAt || (played && [...played].some((id) => sounds.has(id))))
          forget(boardId);
        else {
          owners.set(boardId, row.userId);
          soundsOf.set(boardId, sounds);
        }
      },
      // A failed read (the database away, a board that does not exist) is not kept.
      () => {
        building.delete(entry);
        if (entries.get(boardId) === entry) forget(boardId);
      },
    );
  };

  /** The JSON text for `viewer`: the owner's whole board, anyone else's the shared public text (404 when private). */
  async function forViewer(boardId: string, viewer: string | null): Promise<{ json: string }> {
    const listening = await ready();
    // From here to keep() nothing waits: concurrent misses find the first one's build.
    let entry = current(boardId);
    if (!entry) {
      entry = { builtAt: now(), document: read(boardId).then(documentOf) };
      if (listening) keep(boardId, entry);
    }
    const { row, owner, visitor } = await entry.document;
    if (viewer !== null && row.userId === viewer) return { json: owner };
    if (visitor === null) throw boardNotFound();
    return { json: visitor };
  }

  return {
    forViewer,
    /** Drops the documents of every board of `userId` kept on this instance (after a write of theirs). */
    dropOwner(userId: string) {
      for (const [boardId, owner] of owners) if (owner === userId) drop(boardId);
      // Builds still running are not in `owners` yet: the generation bump keeps them from being kept.
      generation += 1;
    },
    /**
     * Drops the documents on this instance that show `soundId` (after plays of it were counted here). Only
     * those: a play on one public board leaves every other board's document kept.
     */
    dropSound(soundId: string) {
      for (const [boardId, sounds] of soundsOf) if (sounds.has(soundId)) forget(boardId);
      for (const entry of building) (entry.playedWhileBuilding ??= new Set()).add(soundId);
    },
    /** For tests and the bench: how many documents are kept. */
    size: () => entries.size,
    close: () => off?.(),
  };
}

export type BoardDocumentCache = ReturnType<typeof createBoardDocumentCache>;

/** The cache over the database's one-document read (board-read.ts). */
export const boardDocumentCache = (db: Database, bus?: Pick<RealtimeHub, 'on' | 'start'>) =>
  createBoardDocumentCache({ read: (boardId) => readBoardWithButtons(db, boardId), bus });
