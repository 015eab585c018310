import { Square } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { DEFAULT_STOP_ALL_KEY, SOUND_CONTROL_MESSAGES } from '#shared/sound-controls.ts';
import type { PlaybackEngine } from '#web/lib/audio/playback-engine.ts';

const NOTHING = () => 0;

/**
 * Decision 036: a Stop All control, shown only while something plays or loads (the server renders nothing, so
 * the first paint matches). It names the board's stop-all key.
 */
export function StopAllButton({
  engine,
  stopKey = DEFAULT_STOP_ALL_KEY,
  inline = false,
}: {
  engine: PlaybackEngine;
  stopKey?: string;
  /** In a toolbar (compact mode, the player's board bar) rather than floating above the page. */
  inline?: boolean;
}) {
  const playing = useSyncExternalStore(
    engine.subscribe,
    () => {
      const { playingIds, loadingIds } = engine.getSnapshot();
      return playingIds.length + loadingIds.length;
    },
    NOTHING,
  );
  if (playing === 0) return null;
  const keyName = stopKey === DEFAULT_STOP_ALL_KEY ? 'Esc' : stopKey;
  const button = (
    <button
      type="button"
      onClick={() => engine.stop()}
      aria-keyshortcuts={stopKey}
      className="pointer-events-auto inline-flex min-h-11 items-center gap-2 rounded-full bg-ink px-5 text-sm max-sm:px-3 font-semibold text-surface shadow-lg hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <Square aria-hidden className="size-4 fill-current" />
      {/* In a phone's board bar the square says it; the name stays for screen readers (decision 049). */}
      <span className={inline ? 'max-sm:sr-only' : undefined}>
        {SOUND_CONTROL_MESSAGES.stopAll}
      </span>
      {playing > 1 && <span className="tabular-nums">({playing})</span>}
      <kbd className="rounded border max-sm:hidden border-current/40 px-1.5 text-xs font-medium opacity-80">
        {keyName}
      </kbd>
    </button>
  );
  if (inline) return button;
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-[calc(5rem+env(safe-area-inset-bottom))] z-40 flex justify-center lg:bottom-6">
      {button}
    </div>
  );
}
