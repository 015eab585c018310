import { readdirSync } from 'node:fs';
import path from 'node:path';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import {
  accounts,
  phoneFactors,
  profiles,
  sessions,
  soundboardButtons,
  soundboards,
  sounds,
  twoFactors,
  users,
} from '#server/db/schema.ts';
import type { Storage } from '#server/storage/storage.ts';
import { createBoardWithFiles, createSoundWithFiles } from '../trash-factories.ts';
import { createButton } from '../factories.ts';
import type { Target } from './authz-types.ts';

/** Someone making requests: a cookie, or none for a visitor. */
export interface Actor {
  userId: string;
  email: string;
  cookie: string;
}

/** One owner's objects, built afresh for each group of cells (route × target). */
export interface World {
  owner: Actor;
  other: Actor;
  /** Only the boards the group is about. */
  boards: Partial<Record<'private' | 'public' | 'trashed', BoardObjects>>;
  sounds: { active: string; trashed: string };
}

export interface BoardObjects {
  id: string;
  /** Its buttons, the first with a sound and a background. */
  buttonIds: string[];
}

async function boardFor(
  db: Database,
  storage: Storage,
  userId: string,
  soundId: string,
  state: { isPublic: boolean; deletedAt: Date | null },
): Promise<BoardObjects> {
  const { board } = await createBoardWithFiles(db, storage, userId, {
    soundId,
    deletedAt: state.deletedAt,
  });
  await db
    .update(soundboards)
    .set({ isPublic: state.isPublic })
    .where(eq(soundboards.id, board.id));
  await createButton(db, { soundboardId: board.id, positionRow: 1, positionCol: 0, soundId });
  const buttons = await db
    .select({ id: soundboardButtons.id })
    .from(soundboardButtons)
    .where(eq(soundboardButtons.soundboardId, board.id))
    .orderBy(asc(soundboardButtons.positionRow), asc(soundboardButtons.positionCol));
  return { id: board.id, buttonIds: buttons.map((button) => button.id) };
}

type BoardTarget = keyof World['boards'];
const BOARD_STATES: Record<BoardTarget, { isPublic: boolean; deletedAt: Date | null }> = {
  private: { isPublic: false, deletedAt: null },
  public: { isPublic: true, deletedAt: null },
  trashed: { isPublic: true, deletedAt: new Date() },
};

/**
 * The owner's objects a group needs: for a board target that board (with buttons, files and a sound on them);
 * for sounds an active and a trashed one; for the caller's own data all of them (private, public and trashed
 * boards, two sounds), which the other user's requests must leave alone.
 */
export async function buildObjects(
  db: Database,
  storage: Storage,
  actors: { owner: Actor; other: Actor },
  target: Target,
): Promise<World> {
  const active = (await createSoundWithFiles(db, storage, actors.owner.userId)).sound.id;
  const boardTargets: BoardTarget[] =
    target === 'self'
      ? ['private', 'public', 'trashed']
      : target in BOARD_STATES
        ? [target as BoardTarget]
        : [];
  const trashed =
    target === 'self' || target === 'trashedSound'
      ? (await createSoundWithFiles(db, storage, actors.owner.userId, { deletedAt: new Date() }))
          .sound.id
      : '';
  const boards: World['boards'] = {};
  for (const name of boardTargets) {
    boards[name] = await boardFor(db, storage, actors.owner.userId, active, BOARD_STATES[name]);
  }
  return { ...actors, boards, sounds: { active, trashed } };
}

function filesUnder(root: string, userId: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .filter((file) => file.includes(userId))
    .sort();
}

/** Everything the owner has, rows and files: a refused attempt must leave it exactly as it was. */
export async function ownerState(db: Database, storageRoot: string, userId: string) {
  const boardRows = await db
    .select()
    .from(soundboards)
    .where(eq(soundboards.userId, userId))
    .orderBy(asc(soundboards.id));
  const boardIds = boardRows.map((board) => board.id);
  return {
    user: await db.select().from(users).where(eq(users.id, userId)),
    accounts: await db.select().from(accounts).where(eq(accounts.userId, userId)),
    sessions: await db
      .select({ id: sessions.id, aal: sessions.aal })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(asc(sessions.id)),
    twoFactors: await db.select().from(twoFactors).where(eq(twoFactors.userId, userId)),
    phone: await db.select().from(phoneFactors).where(eq(phoneFactors.userId, userId)),
    profile: await db.select().from(profiles).where(eq(profiles.id, userId)),
    boards: boardRows,
    buttons: boardIds.length
      ? await db
          .select()
          .from(soundboardButtons)
          .where(inArray(soundboardButtons.soundboardId, boardIds))
          .orderBy(asc(soundboardButtons.id))
      : [],
    sounds: await db.select().from(sounds).where(eq(sounds.userId, userId)).orderBy(asc(sounds.id)),
    files: filesUnder(storageRoot, userId),
  };
}
