/**
 * The presses played before the app took over (play-before-the-app.ts) still on their way to their sound's
 * start. The app's start waits for them (decision 075): its start-up work (the router, React's first render,
 * tens of milliseconds on a phone) otherwise runs between a tap's audio arriving and its start().
 */
const playing = new Set<Promise<unknown>>();

/** The longest the app waits for early presses: a sound whose audio is slow to come does not hold it. */
export const EARLY_PLAY_HOLD_MS = 1500;

/** Notes an early press, until its sound has started (or failed to). */
export function trackEarlyPlay(play: Promise<unknown>): void {
  const settled = play.then(
    () => undefined,
    () => undefined,
  );
  playing.add(settled);
  void settled.then(() => playing.delete(settled));
}

/** Resolves once no early press is on its way, or after EARLY_PLAY_HOLD_MS. */
export function earlyPlaysSettled(): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, EARLY_PLAY_HOLD_MS);
    const check = (): void => {
      if (playing.size === 0) {
        clearTimeout(timer);
        resolve();
        return;
      }
      void Promise.all(playing).then(check);
    };
    check();
  });
}
