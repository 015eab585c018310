import type { NowPlayingReport } from '#shared/remote.ts';
import { playControlsOf, type ControlledButton } from '#web/lib/audio/play-controls.ts';
import type { PlaybackEngine } from '#web/lib/audio/playback-engine.ts';

/** The parts of a board button a report reads (a BoardButton fits). */
export interface ReportedButton extends ControlledButton {
  id: string;
  sound: ({ url: string | null } & ControlledButton['sound']) | null;
}

/** A token bucket: `take()` says whether one more may go now. */
export function rateGate(
  { perSecond, burst }: { perSecond: number; burst: number },
  now: () => number = Date.now,
) {
  let tokens = burst;
  let at = now();
  return () => {
    const t = now();
    tokens = Math.min(burst, tokens + ((t - at) / 1000) * perSecond);
    at = t;
    if (tokens < 1) return false;
    tokens -= 1;
    return true;
  };
}

/**
 * Tells the remotes what the player plays (decision 060): a report when a button starts (when, how long, looped)
 * and when it stops, from the engine's snapshot (what plays, in order). The length is the decoded sound's within
 * the button's trim. Reports go out in order; `send` is given them one by one.
 */
export function reportNowPlaying(
  engine: Pick<PlaybackEngine, 'subscribe' | 'getSnapshot' | 'decoded'>,
  buttonOf: (id: string) => ReportedButton | undefined,
  send: (report: NowPlayingReport) => void,
  now: () => number = Date.now,
): () => void {
  let playing = new Set(engine.getSnapshot().playingIds);
  let queue: Promise<void> = Promise.resolve();
  const lengthOf = async (button: ReportedButton) => {
    const controls = playControlsOf(button);
    const url = button.sound?.url;
    const duration = url ? (await engine.decoded(url).catch(() => null))?.duration : undefined;
    if (duration === undefined) return { duration_ms: 0, loop: controls.loop };
    const end = Math.min(controls.end ?? duration, duration);
    const start = controls.start < end ? controls.start : 0;
    return { duration_ms: Math.round((end - start) * 1000), loop: controls.loop };
  };
  const report = (id: string, on: boolean) => {
    const started_at = now();
    const button = buttonOf(id);
    if (!button) return;
    queue = queue.then(async () => {
      const length = on ? await lengthOf(button) : { duration_ms: 0, loop: false };
      send({ button_id: id, playing: on, started_at, ...length });
    });
  };
  return engine.subscribe(() => {
    const ids = new Set(engine.getSnapshot().playingIds);
    for (const id of ids) if (!playing.has(id)) report(id, true);
    for (const id of playing) if (!ids.has(id)) report(id, false);
    playing = ids;
  });
}
