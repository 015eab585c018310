import type { RealtimeHub } from '#server/realtime/realtime-hub.ts';
import { ownerBoards, PUBLIC_BOARDS, type Topic } from '#server/realtime/topics.ts';
import type { RealtimePayload } from '#shared/events.ts';
import type { BoardDocumentCache } from './board-document-cache.ts';

/** Changes of one board heard within this time make one `board` event (a reorder sends one per button). */
export const BOARD_EVENT_COALESCE_MS = 50;
/** A document longer than this (characters of JSON) is not sent: its viewers get `board_stale` and refetch once. */
export const BOARD_EVENT_MAX_CHARS = 256 * 1024;

type Bus = Pick<RealtimeHub, 'on' | 'deliverText' | 'deliver' | 'subscribers'>;
type Documents = Pick<BoardDocumentCache, 'forViewer'>;

interface Pending {
  ownerId: string;
  isPublic: boolean;
  timer: ReturnType<typeof setTimeout> | null;
  building: boolean;
  /** A change heard while the documents were being built: one more event after this one. */
  again: boolean;
}

/** The JSON text of a board for `viewer` from the shared cache (either shape its forViewer answers). */
async function documentText(documents: Documents, boardId: string, viewer: string | null) {
  const read = (await documents.forViewer(boardId, viewer)) as { json?: string; board?: unknown };
  return read.json ?? JSON.stringify(read.board);
}

/**
 * Issue 32 point 1 (decision 069): after a board's changes (the `change` events of the database's triggers,
 * heard on every instance), each instance sends its own streams the board as it now is, so a thousand viewers
 * update from one frame instead of a thousand GET /api/boards/:id. Changes within BOARD_EVENT_COALESCE_MS make
 * one event. The texts come from the board document cache (one read per burst, shared by every stream), and
 * which text goes where follows the cache's rule: the owner's whole board on the owner's topic only, the
 * public view on the public topic, and only while the cache's fresh row says the board is public (a private
 * board's read throws, and nothing is sent to the public topic). The frame's data is built once, by string
 * concatenation around the cached text, and pushed as it is to every stream. A document too big, or a read
 * that fails, sends `board_stale` to the same topics instead (the client refetches once). Nothing is built
 * when this instance has no stream on a topic.
 */
export function boardDocumentEvents({
  bus,
  documents,
  coalesceMs = BOARD_EVENT_COALESCE_MS,
  maxChars = BOARD_EVENT_MAX_CHARS,
}: {
  bus: Bus;
  documents: Documents;
  coalesceMs?: number;
  maxChars?: number;
}) {
  const pending = new Map<string, Pending>();

  const sendOne = async (
    boardId: string,
    state: Pending,
    view: 'owner' | 'visitor',
    topic: Topic,
  ) => {
    if (bus.subscribers(topic) === 0) return;
    const announcement = { board_id: boardId, owner_id: state.ownerId, is_public: state.isPublic };
    let text: string | null;
    try {
      text = await documentText(documents, boardId, view === 'owner' ? state.ownerId : null);
    } catch {
      // Gone, private now, or the database away: the `change` already told the viewers; they refetch.
      text = null;
    }
    if (text === null || text.length > maxChars) {
      bus.deliver('board_stale', announcement satisfies RealtimePayload<'board_stale'>, [topic]);
      return;
    }
    const head = JSON.stringify({ ...announcement, view });
    bus.deliverText('board', `${head.slice(0, -1)},"document":${text}}`, [topic]);
  };

  const send = async (boardId: string) => {
    const state = pending.get(boardId);
    if (!state) return;
    state.timer = null;
    state.building = true;
    await Promise.all([
      sendOne(boardId, state, 'owner', ownerBoards(state.ownerId)),
      state.isPublic ? sendOne(boardId, state, 'visitor', PUBLIC_BOARDS) : undefined,
    ]);
    state.building = false;
    if (!state.again) {
      pending.delete(boardId);
      return;
    }
    state.again = false;
    state.timer = setTimeout(() => void send(boardId), coalesceMs);
  };

  const off = bus.on('change', (change) => {
    let state = pending.get(change.board_id);
    if (!state) {
      state = { ownerId: '', isPublic: false, timer: null, building: false, again: false };
      pending.set(change.board_id, state);
    }
    state.ownerId = change.owner_id;
    state.isPublic = change.is_public;
    if (state.building) state.again = true;
    else state.timer ??= setTimeout(() => void send(change.board_id), coalesceMs);
  });

  return {
    close() {
      off();
      for (const state of pending.values()) if (state.timer) clearTimeout(state.timer);
      pending.clear();
    },
  };
}
