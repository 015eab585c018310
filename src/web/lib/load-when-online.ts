import { lazy } from 'react';

/** Downloads of a piece's code tried while the browser says it is online, before its import fails for good. */
export const CHUNK_TRIES_ONLINE = 3;
/** The wait before the second try online; the third waits twice as long. */
export const CHUNK_RETRY_AFTER_MS = 1000;

export interface ConnectionWaits {
  isOnline(): boolean;
  /** Resolves at the browser's next `online` event. */
  untilOnline(): Promise<void>;
  sleep(ms: number): Promise<void>;
}

const browserWaits: ConnectionWaits = {
  isOnline: () => navigator.onLine,
  untilOnline: () =>
    new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true })),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/**
 * A piece's code loaded on first use (a dialog, a menu, a slot's feature; decision 078). When the download
 * fails with the connection gone, it waits for the connection and tries again, however long that takes: the
 * piece's fallback shows meanwhile and the page stays. Online, a failure is tried again twice, a second and
 * then two apart (a dropped request); after that the import fails as before, for the page's error area.
 * A route's own page does not use this: offline it says it needs a connection (decision 068).
 */
export async function loadWhenOnline<M>(
  load: () => Promise<M>,
  waits: ConnectionWaits = browserWaits,
): Promise<M> {
  for (let triedOnline = 0; ;) {
    try {
      return await load();
    } catch (error) {
      if (!waits.isOnline()) {
        await waits.untilOnline();
        continue;
      }
      triedOnline += 1;
      if (triedOnline >= CHUNK_TRIES_ONLINE) throw error;
      await waits.sleep(CHUNK_RETRY_AFTER_MS * triedOnline);
    }
  }
}

/** React.lazy over loadWhenOnline, with lazy's own signature. */
export const lazyWhenOnline: typeof lazy = (load) => lazy(() => loadWhenOnline(load));
