/**
 * Play counts (decision 037): a press only adds to a number in memory; the counts go to the server ~2 s
 * after the last press, and when the page is hidden (a keepalive request outlives the page). Never on the
 * press path itself (decision 024). Offline they wait for the connection to come back.
 */
const FLUSH_AFTER_MS = 2000;

const pending = new Map<string, number>();
let timer: ReturnType<typeof setTimeout> | null = null;
let listening = false;

function send(soundId: string, count: number) {
  void fetch(`/api/sounds/${soundId}/plays`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ count }),
    credentials: 'same-origin',
    keepalive: true,
  }).catch(() => undefined);
}

/** Sends every pending count now (batches of at most 50: the server's limit per request). */
export function flushPlays() {
  if (timer !== null) clearTimeout(timer);
  timer = null;
  if (typeof navigator !== 'undefined' && !navigator.onLine) return; // sent after 'online'
  for (const [soundId, count] of pending) {
    for (let left = count; left > 0; left -= 50) send(soundId, Math.min(50, left));
  }
  pending.clear();
}

/** Sends the pending counts FLUSH_AFTER_MS from now (again from now when more come). */
function flushLater() {
  if (timer !== null) clearTimeout(timer);
  timer = setTimeout(flushPlays, FLUSH_AFTER_MS);
}

/** Counts one play of a sound. */
export function recordPlay(soundId: string) {
  pending.set(soundId, (pending.get(soundId) ?? 0) + 1);
  flushLater();
  if (!listening && typeof window !== 'undefined') {
    listening = true;
    window.addEventListener('pagehide', flushPlays);
    // Not at the very moment the connection returns: the service worker may not have it back yet.
    window.addEventListener('online', () => pending.size > 0 && flushLater());
  }
}

/** Drops a sound's pending plays (it is going to the trash). */
export function forgetPlays(soundId: string) {
  pending.delete(soundId);
}
