/**
 * What this browser remembers about its sessions, for the offline app (decision 042): the signed-in user
 * with the time their session ends, and the users whose sessions ended here (their files are swept again
 * at every check, as a download still under way may have kept one after the first sweep).
 */
export interface SessionFacts {
  userId: string;
  /** When the session ends, in ms since the epoch (better-auth's `session.expiresAt`). */
  expiresAt: number;
}

export interface SessionRecord {
  current: SessionFacts | null;
  ended: string[];
}

export const SESSION_RECORD_KEY = 'soundboard-session';

/** Users remembered as ended: the newest ones (a shared computer sees few users). */
const MAX_ENDED = 10;

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

const browserStorage = (): Storage | null =>
  typeof localStorage === 'undefined' ? null : localStorage;

const isFacts = (value: unknown): value is SessionFacts =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as SessionFacts).userId === 'string' &&
  typeof (value as SessionFacts).expiresAt === 'number';

export function readSessionRecord(storage = browserStorage()): SessionRecord {
  try {
    const stored = storage?.getItem(SESSION_RECORD_KEY) ?? 'null';
    const parsed = JSON.parse(stored) as Partial<SessionRecord> | null;
    return {
      current: isFacts(parsed?.current) ? parsed.current : null,
      ended: Array.isArray(parsed?.ended)
        ? parsed.ended.filter((id): id is string => typeof id === 'string')
        : [],
    };
  } catch {
    return { current: null, ended: [] };
  }
}

export function writeSessionRecord(record: SessionRecord, storage = browserStorage()): void {
  const ended = [...new Set(record.ended)].slice(-MAX_ENDED);
  try {
    storage?.setItem(SESSION_RECORD_KEY, JSON.stringify({ current: record.current, ended }));
  } catch {
    // Storage full or refused: the next check online settles it again.
  }
}

/** The session facts in better-auth's `get-session` answer, or null when it has none. */
export function sessionFactsOf(answer: unknown): SessionFacts | null {
  const session = (answer as { session?: { userId?: unknown; expiresAt?: unknown } } | null)
    ?.session;
  if (typeof session?.userId !== 'string') return null;
  const expiresAt = Date.parse(String(session.expiresAt));
  return { userId: session.userId, expiresAt: Number.isFinite(expiresAt) ? expiresAt : 0 };
}
