import { forgetCachedApiAnswers } from './app-caches.ts';
import { forgetSessionSounds } from './audio/session-end.ts';
import { readSessionRecord, writeSessionRecord, type SessionFacts } from './session-record.ts';

/**
 * Nothing private of a user stays readable in this browser once their session has ended (decision 042).
 * Shared by the session check (features/auth) and Log out (features/navigation), hence in lib.
 */

/**
 * The session the server reports now (null: none). A remembered session of another user has ended: its
 * cached API answers, stored files and decoded sounds go. The files of every user whose session ended here
 * are swept again, for a download that finished after the first sweep.
 */
export async function sessionSeen(current: SessionFacts | null): Promise<void> {
  const record = readSessionRecord();
  const endedNow = record.current && record.current.userId !== current?.userId;
  const ended = [...record.ended, ...(endedNow ? [record.current!.userId] : [])].filter(
    (userId) => userId !== current?.userId,
  );
  writeSessionRecord({ current, ended });
  if (endedNow) {
    forgetSessionSounds();
    await forgetCachedApiAnswers();
  }
  if (ended.length === 0) return;
  // Loaded only when there is something to sweep: the session check runs on every page's first load.
  const { forgetUserFiles } = await import('./forget-user-files.ts');
  await forgetUserFiles(ended);
}

/** The signed-in user logged out: forget their session here even if the server was not told. */
export const sessionEnded = () => sessionSeen(null);

/**
 * The server cannot be asked (offline). The remembered session may be shown until it expires; after that,
 * or with none remembered, everything it left is forgotten and the app starts as a visitor.
 */
export async function offlineSession(now = Date.now()): Promise<SessionFacts | null> {
  const { current } = readSessionRecord();
  if (current && current.expiresAt > now) return current;
  await sessionSeen(null);
  return null;
}
