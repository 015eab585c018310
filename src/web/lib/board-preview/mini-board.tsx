import { Loader2, Play, Square } from 'lucide-react';
import { useEffect, type CSSProperties } from 'react';
import { BOARD_PREVIEW_MESSAGES, previewSize } from '#shared/board-preview.ts';
import type { BoardPad } from '#shared/schemas/board-preview.ts';
import type { PlayControls } from '#web/lib/audio/playback-types.ts';
import { useButtonStatus } from '#web/lib/audio/use-button-status.ts';
import { cn } from '#web/lib/cn.ts';
import { useCardAudition, type CardAudition } from './card-audition.ts';

interface MiniBoardProps {
  boardName: string;
  gridRows: number;
  gridColumns: number;
  pads: BoardPad[];
  /** How a pad plays (its button's volume, trim, fades); the sound as it is when not given. */
  controlsOf?: (pad: BoardPad) => PlayControls | undefined;
  className?: string;
}

function padStyle(pad: BoardPad): CSSProperties {
  return pad.background_image_url
    ? {
        backgroundColor: pad.color,
        backgroundImage: `url("${pad.background_image_url.replaceAll('"', '%22')}")`,
        backgroundSize: 'cover',
        backgroundPosition: 'center',
      }
    : { backgroundColor: pad.color };
}

/**
 * A board card's mini-grid (decision 051): the board's pads in their colours and images, laid out like the
 * board (its top-left corner for a big one). A pad with a sound is a button that auditions it; the grid's
 * gaps let presses through to the card's link underneath.
 */
export function MiniBoard({
  boardName,
  gridRows,
  gridColumns,
  pads,
  controlsOf,
  className,
}: MiniBoardProps) {
  const audition = useCardAudition();
  const prepare = audition?.prepare;
  useEffect(() => prepare?.(), [prepare]);
  const { rows, columns } = previewSize(gridRows, gridColumns);
  const byCell = new Map(pads.map((pad) => [`${pad.position_row}:${pad.position_col}`, pad]));
  const cells = Array.from({ length: rows * columns }, (_, index) => {
    const row = Math.floor(index / columns);
    const col = index % columns;
    return { key: `${row}:${col}`, pad: byCell.get(`${row}:${col}`) };
  });
  return (
    <div
      role="group"
      aria-label={BOARD_PREVIEW_MESSAGES.pads(boardName)}
      className={cn('pointer-events-none relative z-10 grid gap-1.5', className)}
      style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
    >
      {cells.map(({ key, pad }) =>
        pad ? (
          <Pad key={key} pad={pad} audition={audition} controls={controlsOf?.(pad)} />
        ) : (
          <div
            key={key}
            aria-hidden
            className="aspect-[4/3] rounded-md border border-dashed border-line"
          />
        ),
      )}
    </div>
  );
}

function Pad({
  pad,
  audition,
  controls,
}: {
  pad: BoardPad;
  audition: CardAudition | null;
  controls: PlayControls | undefined;
}) {
  const status = useButtonStatus(audition?.source, pad.id);
  const shape = 'aspect-[4/3] rounded-md shadow-sm';
  if (!pad.sound_url) {
    return (
      <div
        aria-hidden
        data-testid="card-pad"
        className={cn(shape, 'opacity-45')}
        style={padStyle(pad)}
      />
    );
  }
  const name = pad.label ?? BOARD_PREVIEW_MESSAGES.unnamed;
  return (
    <button
      type="button"
      data-testid="card-pad"
      aria-label={BOARD_PREVIEW_MESSAGES.play(name)}
      aria-pressed={status.playing}
      title={name}
      onClick={() => audition?.audition(pad, controls)}
      className={cn(
        shape,
        'pointer-events-auto relative flex items-center justify-center transition-transform focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 active:scale-95',
        status.playing && 'ring-2 ring-ink ring-offset-1 ring-offset-surface-raised',
      )}
      style={padStyle(pad)}
    >
      {/* A playable pad shows so (the empty ones are faded); playing, it shows how to stop. */}
      <span
        aria-hidden
        className="flex size-6 items-center justify-center rounded-full bg-black/55 text-white"
      >
        {status.loading ? (
          <Loader2 className="size-3.5 animate-spin" />
        ) : status.playing ? (
          <Square className="size-3 fill-current" />
        ) : (
          <Play className="size-3 translate-x-px fill-current" />
        )}
      </span>
    </button>
  );
}
