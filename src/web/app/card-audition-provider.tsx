import { useCallback, useMemo, useState, type ReactNode } from 'react';
import type { PlaybackEngine } from '#web/lib/audio/playback-engine.ts';
import { CardAuditionContext, type CardAudition } from '#web/lib/board-preview/card-audition.ts';
import { whenIdle } from '#web/lib/when-idle.ts';

const loadEngine = () =>
  import('#web/lib/audio/use-playback.ts').then((module) => module.getPlaybackEngine());

/**
 * Gives board cards their auditions (decision 051) through the app's one engine, loaded once a card is drawn
 * and the browser is idle (or on the first press), so the app's start and the server's first content stay
 * without it.
 */
export function CardAuditionProvider({ children }: { children: ReactNode }) {
  const [engine, setEngine] = useState<PlaybackEngine>();
  const load = useCallback(
    () =>
      loadEngine().then((loaded) => {
        setEngine(loaded);
        return loaded;
      }),
    [],
  );
  const value = useMemo<CardAudition>(
    () => ({
      source: engine,
      prepare: () => whenIdle(() => void load(), 3000),
      audition: (pad, controls) =>
        void load().then((loaded) => {
          const status = loaded.buttonStatus(pad.id);
          // One audition at a time, whatever the last board's play mode left the engine in.
          if (!status.playing && !status.loading) loaded.stop();
          return loaded.toggle({ id: pad.id, url: pad.sound_url, controls });
        }),
    }),
    [engine, load],
  );
  return <CardAuditionContext.Provider value={value}>{children}</CardAuditionContext.Provider>;
}
