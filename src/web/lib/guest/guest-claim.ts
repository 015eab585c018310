import { LIBRARY_ARCHIVE } from '#shared/board-transfer.ts';
import { GUEST_MESSAGES } from '#shared/guest-messages.ts';
import { ApiError } from '#web/lib/api/read-json.ts';
import { apiRequest } from '#web/lib/api/request.ts';
import { buildGuestArchive } from './guest-archive.ts';
import { deleteGuestDb, guestDb } from './guest-db.ts';

/** The restore route's answer (decision 054, 062). */
interface RestoreSummary {
  boards: number;
  boards_kept: number;
  sounds_added: number;
  sounds_kept: number;
}

/** The path of the library restore (board-transfer's route; the web lib may not import the feature). */
const RESTORE_PATH = '/api/me/library/restore';

export type ClaimResult =
  | { kind: 'moved'; message: string }
  | { kind: 'partial'; message: string }
  | { kind: 'failed'; message: string };

/**
 * "Keep your guest boards?" answered yes (decision 061): the guest's library as a backup archive, POSTed to
 * the signed-in account's restore route, so its limits and quota apply; its trash goes to the account's
 * trash (decision 079). All moved: the local copy goes. A refusal, or fewer boards or sounds than were sent:
 * the local copy stays and the message says so.
 */
export async function claimGuestLibrary(): Promise<ClaimResult> {
  const archive = await buildGuestArchive(await guestDb());
  const form = new FormData();
  form.append(
    'file',
    new File([archive.zip as BlobPart], LIBRARY_ARCHIVE.fileName, { type: 'application/zip' }),
  );
  let summary: RestoreSummary;
  try {
    summary = await apiRequest<RestoreSummary>(RESTORE_PATH, { method: 'POST', form });
  } catch (error) {
    const reason = error instanceof ApiError ? error.message : String(error);
    return { kind: 'failed', message: GUEST_MESSAGES.claimFailed(reason) };
  }
  const boards = summary.boards + summary.boards_kept;
  const sounds = summary.sounds_added + summary.sounds_kept;
  const sentBoards = archive.boards + archive.trashedBoards;
  const sentSounds = archive.sounds + archive.trashedSounds;
  if (boards < sentBoards || sounds < sentSounds) {
    const missing = [
      sentBoards - boards > 0 ? `${sentBoards - boards} of ${sentBoards} boards` : '',
      sentSounds - sounds > 0 ? `${sentSounds - sounds} of ${sentSounds} sounds` : '',
    ].filter(Boolean);
    return { kind: 'partial', message: GUEST_MESSAGES.claimPartial(missing.join(', ')) };
  }
  // Every guest board, sound and image goes away from this browser: the account has them all.
  await deleteGuestDb();
  const trashed = archive.trashedBoards + archive.trashedSounds;
  return {
    kind: 'moved',
    message: GUEST_MESSAGES.claimDone(archive.boards, archive.sounds, trashed),
  };
}
