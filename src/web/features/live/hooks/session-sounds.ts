import type { PlaybackEngine } from '#web/lib/audio/playback-engine.ts';

/**
 * The sounds a live session started at this listener, while they play (decision 053). When the session ends
 * (End live, or the owner's page gone quiet), or the listener stops listening, exactly these stop: a sound the
 * listener started themselves plays on. A sound leaves the list as soon as it stops, whoever stopped it (the
 * owner's stop, the listener's own press or Stop All, its end), so a later press of the listener's own is theirs.
 */
export function sessionSounds(engine: PlaybackEngine) {
  const playing = new Map<string, () => void>();
  const isIdle = (id: string) => {
    const status = engine.buttonStatus(id);
    return !status.playing && !status.loading;
  };
  const forget = (id: string) => {
    playing.get(id)?.();
    playing.delete(id);
  };
  return {
    /** After the session's press started `id` (nothing to keep when it did not start). */
    started(id: string) {
      if (playing.has(id) || isIdle(id)) return;
      playing.set(
        id,
        engine.subscribeButton(id, () => {
          if (isIdle(id)) forget(id);
        }),
      );
    },
    /** Stops what the session started and still plays. */
    stopAll() {
      for (const id of [...playing.keys()]) {
        forget(id);
        engine.stopIfPlaying(id);
      }
    },
  };
}
