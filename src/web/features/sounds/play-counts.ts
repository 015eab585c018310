import type { z } from 'zod';
import type { soundPlaysSchema } from '#shared/schemas/sound-library.ts';
import { PLAY_BATCH_MAX } from '#shared/sound-library.ts';
import { apiResponse } from '#web/lib/api/request.ts';

/**
 * Play counts (decision 037): a press only adds to a number in memory; the counts go to the server ~2 s
 * after the last press, and when the page is hidden (a keepalive request outlives the page). Never on the
 * press path itself (decision 024). Offline they wait for the connection to come back; a request that fails
 * (no network, or the service worker's 503 while offline) puts its plays back and is tried again later.
 */
const FLUSH_AFTER_MS = 2000;
/** The longest wait between tries while requests keep failing. */
const RETRY_MAX_MS = 60_000;

const pending = new Map<string, number>();
let timer: ReturnType<typeof setTimeout> | null = null;
let listening = false;
let failuresInARow = 0;

function putBack(soundId: string, count: number) {
  pending.set(soundId, (pending.get(soundId) ?? 0) + count);
}

async function send(soundId: string, count: number) {
  try {
    const response = await apiResponse(`/api/sounds/${soundId}/plays`, {
      method: 'POST',
      json: { count } satisfies z.input<typeof soundPlaysSchema>,
      keepalive: true,
    });
    // A 4xx is final (the sound is gone or no longer public): those plays are dropped.
    if (response.status < 500) return true;
  } catch {
    // no network
  }
  putBack(soundId, count);
  return false;
}

/** Sends every pending count now (batches of at most PLAY_BATCH_MAX: the server's limit per request). */
export function flushPlays() {
  if (timer !== null) clearTimeout(timer);
  timer = null;
  if (typeof navigator !== 'undefined' && !navigator.onLine) return; // sent after 'online'
  const requests: Promise<boolean>[] = [];
  for (const [soundId, count] of pending) {
    for (let left = count; left > 0; left -= PLAY_BATCH_MAX) {
      requests.push(send(soundId, Math.min(PLAY_BATCH_MAX, left)));
    }
  }
  pending.clear();
  if (requests.length === 0) return;
  void Promise.all(requests).then((results) => {
    if (results.every(Boolean)) {
      failuresInARow = 0;
      return;
    }
    failuresInARow++;
    if (timer === null) {
      timer = setTimeout(flushPlays, Math.min(FLUSH_AFTER_MS * 2 ** failuresInARow, RETRY_MAX_MS));
    }
  });
}

/** Sends the pending counts FLUSH_AFTER_MS from now (again from now when more come). */
function flushLater() {
  if (timer !== null) clearTimeout(timer);
  timer = setTimeout(flushPlays, FLUSH_AFTER_MS);
}

function listen() {
  listening = true;
  window.addEventListener('pagehide', flushPlays);
  // A phone switching apps hides the page without a pagehide, and may never show it again.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushPlays();
  });
  // Not at the very moment the connection returns: the service worker may not have it back yet.
  window.addEventListener('online', () => pending.size > 0 && flushLater());
}

/** Counts one play of a sound. */
export function recordPlay(soundId: string) {
  putBack(soundId, 1);
  // While a retry waits, new plays join it rather than hurrying it.
  if (failuresInARow === 0 || timer === null) flushLater();
  if (!listening && typeof window !== 'undefined') listen();
}

/** Drops a sound's pending plays (it is going to the trash). */
export function forgetPlays(soundId: string) {
  pending.delete(soundId);
}
