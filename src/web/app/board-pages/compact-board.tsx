import { Minimize2, MonitorCheck, MonitorOff } from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { BOARD_MESSAGES } from '#shared/board-messages.ts';
import { COMPACT_MODE_MESSAGES as M } from '#shared/compact-mode-messages.ts';
import { hasPlayableSound } from '#shared/playable-sound.ts';
import { boardPlayerPath, sharedBoardPath } from '#shared/routes.ts';
import { useSession } from '#web/lib/session/use-session.ts';
import { useBoard } from '#web/features/boards/api/get-board.ts';
import { TileGrid } from '#web/features/boards/components/tile-grid.tsx';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { fitGrid } from '#web/features/compact-mode/fit-grid.ts';
import { useWakeLock } from '#web/features/compact-mode/hooks/use-wake-lock.ts';
import { MidiButton } from '#web/features/midi/components/midi-button.tsx';
import { OutputDeviceButton } from '#web/features/sound-controls/components/output-device-button.tsx';
import { loadFailed } from '#web/lib/load-failed.ts';
import { useBoardInstrument } from '../board-instrument/use-board-instrument.tsx';

const GAP_PX = 12;
/** A tile's label grows with the tile (its cell's width as the container): readable from across a desk. */
const LABEL_SCALE = '[&_.line-clamp-3]:text-[clamp(1rem,11cqi,2.75rem)]';
const CELL_CONTAINER = '[container-type:inline-size]';

/** The area the grid may fill, measured, and again whenever the window changes size or turns. */
function useArea() {
  const ref = useRef<HTMLDivElement>(null);
  const [area, setArea] = useState({ width: 0, height: 0 });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setArea({ width: element.clientWidth, height: element.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, area };
}

/**
 * /board/{id}/compact: a board alone on a second screen or a tablet — no header, footer or navigation, only
 * its playable buttons as large as the screen allows, hotkeys, and the screen kept on while it is open.
 */
export function CompactBoard({ boardId }: { boardId: string }) {
  const session = useSession();
  const board = useBoard(boardId);
  // Decision 045: no early presses (no server HTML here), no live relay, no loudness measuring.
  const instrument = useBoardInstrument(board.data, {
    earlyPresses: false,
    live: 'off',
    remote: 'off',
    measureLoudness: false,
    stopAll: 'inline',
  });
  const wakeLock = useWakeLock();
  const { ref, area } = useArea();

  const buttons = board.data?.soundboard_buttons.filter(hasPlayableSound) ?? [];
  const fit = fitGrid(buttons.length, area.width, area.height, GAP_PX);
  const exitTo = session.data ? boardPlayerPath(boardId) : sharedBoardPath(boardId);
  const screenOn = wakeLock === 'active';

  return (
    <div className="flex h-dvh flex-col bg-zinc-950 text-zinc-50">
      <header className="flex min-h-12 items-center gap-3 px-3 pt-[env(safe-area-inset-top)]">
        <Link
          to={exitTo}
          className="inline-flex min-h-11 items-center gap-2 rounded-ui px-2 text-sm font-medium text-zinc-300 hover:text-white focus-visible:outline-2 focus-visible:outline-white"
        >
          <Minimize2 aria-hidden className="size-4" /> {M.exit}
        </Link>
        <h1 className="min-w-0 flex-1 truncate text-center text-base font-semibold">
          {board.data?.name ?? ''}
        </h1>
        {instrument.stopAll}
        {board.data && (
          <MidiButton
            boardId={board.data.id}
            buttons={board.data.soundboard_buttons}
            className="bg-zinc-800 text-zinc-100 hover:bg-zinc-700"
          />
        )}
        <OutputDeviceButton className="bg-zinc-800 text-zinc-100 hover:bg-zinc-700" />
        <p
          aria-live="polite"
          className="inline-flex items-center gap-1.5 text-xs text-zinc-400"
          title={screenOn ? M.screenOn : M.screenMaySleep}
        >
          {screenOn ? (
            <MonitorCheck aria-hidden className="size-4 text-emerald-400" />
          ) : (
            <MonitorOff aria-hidden className="size-4" />
          )}
          <span className="sr-only sm:not-sr-only">{screenOn ? M.screenOn : M.screenMaySleep}</span>
        </p>
      </header>
      <main
        id="main"
        className={`min-h-0 flex-1 px-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] ${fit.fits ? 'overflow-hidden' : 'overflow-y-auto'}`}
      >
        <div ref={ref} className="h-full">
          {board.isPending ? (
            <p role="status" className="py-20 text-center text-zinc-400">
              {BOARD_MESSAGES.loadingBoard}
            </p>
          ) : loadFailed(board) ? (
            <LoadError message={board.error.message} onRetry={() => void board.refetch()} />
          ) : !board.data ? (
            <p className="py-20 text-center">{BOARD_MESSAGES.boardNotFoundTitle}</p>
          ) : buttons.length === 0 ? (
            <p className="py-20 text-center text-zinc-400">{M.noSounds}</p>
          ) : (
            <TileGrid
              board={board.data}
              isOwner={false}
              tileProps={instrument.tileProps}
              testId="compact-grid"
              fit={{
                columns: fit.columns,
                tileSide: fit.tileSide,
                gap: GAP_PX,
                className: `grid h-full content-center justify-center ${LABEL_SCALE}`,
                cellClassName: CELL_CONTAINER,
              }}
            />
          )}
        </div>
      </main>
    </div>
  );
}
