import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { BOARD_MESSAGES } from '#shared/board-messages.ts';
import type { BoardButton } from '#shared/schemas/board.ts';
import { backgroundStyle, readableTextColor } from '#web/features/boards/background-style.ts';
import { useLongPress } from '#web/features/boards/hooks/use-long-press.ts';
import type { PlaybackEngine } from '#web/lib/audio/playback-engine.ts';
import { useButtonStatus } from '#web/lib/audio/use-playback.ts';
import { cn } from '#web/lib/cn.ts';
import { TileOwnerMenu } from './tile-owner-menu.tsx';

export interface BoardButtonTileProps {
  /** The button with its joined sound (incl. `url`). */
  button: BoardButton;
  isOwner: boolean;
  /** Plays (or stops) the button's sound on pointerdown / Enter / Space; supplied by the audio engine. */
  onPlay?: (button: BoardButton) => void;
  /** The press that started a sound became a scroll or a long press: stop that sound. */
  onCancelPlay?: (button: BoardButton) => void;
  /** The tile subscribes to its own playing state here (issue 11), unless isPlaying/progress are given. */
  playback?: Pick<PlaybackEngine, 'subscribeButton' | 'buttonStatus'>;
  isPlaying?: boolean;
  /** Playback progress in percent, drawn as a fill while playing. */
  progress?: number;
  /** An empty button's action (owner only). */
  onAddSound?: (button: BoardButton) => void;
  onEdit?: (button: BoardButton) => void;
  onDelete?: (button: BoardButton) => void;
  /** Edit and Delete overlays, revealed by a long press or right-click (owner only). */
  overlaysShown?: boolean;
  onRevealOverlays?: (button: BoardButton) => void;
  /** Rearrange mode: play, edit and delete are disabled; the handle drags. */
  arranging?: boolean;
  dragHandle?: ReactNode;
}

/** One square tile of the board grid: the button's colour, label, hotkey and optional background. */
export function BoardButtonTile({
  button,
  isOwner,
  onPlay,
  onCancelPlay,
  playback,
  isPlaying: isPlayingProp,
  progress: progressProp,
  onAddSound,
  onEdit,
  onDelete,
  overlaysShown = false,
  onRevealOverlays,
  arranging = false,
  dragHandle,
}: BoardButtonTileProps) {
  const empty = !button.sound;
  const label = button.label ?? button.sound?.name ?? BOARD_MESSAGES.emptyButton;
  const textColor = button.background_image_url ? '#ffffff' : readableTextColor(button.color);
  const status = useButtonStatus(playback, button.id);
  const isPlaying = isPlayingProp ?? (status.playing || status.loading);
  const progress = progressProp ?? status.progress;
  // Set when pointerdown or a key started the sound: the click that follows must not toggle it again.
  const pressPlayed = useRef(false);
  const longPress = useLongPress(() => {
    if (!isOwner || arranging) return;
    if (pressPlayed.current) onCancelPlay?.(button);
    onRevealOverlays?.(button);
  });
  const playable = !arranging && !empty && Boolean(onPlay);
  const pressHandlers = {
    ...(isOwner ? longPress : {}),
    onPointerDown: (event: React.PointerEvent) => {
      if (isOwner) longPress.onPointerDown(event);
      pressPlayed.current = false;
      if (event.button !== 0 || !playable) return;
      pressPlayed.current = true;
      onPlay?.(button);
    },
    onPointerCancel: () => {
      if (isOwner) longPress.onPointerCancel();
      if (pressPlayed.current) onCancelPlay?.(button);
    },
    onKeyDown: (event: React.KeyboardEvent) => {
      if ((event.key !== 'Enter' && event.key !== ' ') || event.repeat || !playable) return;
      event.preventDefault();
      pressPlayed.current = true;
      onPlay?.(button);
    },
  };
  const activate = () => {
    if (pressPlayed.current) {
      pressPlayed.current = false;
      return;
    }
    if (arranging) return;
    if (empty) {
      if (isOwner) onAddSound?.(button);
      return;
    }
    onPlay?.(button);
  };

  return (
    <div
      data-tile-id={button.id}
      className={cn(
        'relative aspect-square min-h-12 overflow-hidden rounded-2xl shadow-md ring-brand-500 transition-transform',
        isPlaying && 'ring-4',
      )}
      style={{
        backgroundColor: button.color,
        ...backgroundStyle(button.background_image_url, button.background_settings),
      }}
    >
      {isPlaying && (
        <div
          aria-hidden
          // A transform, not a width: the fill moves on the compositor, without layout (issue 11).
          className="absolute inset-0 origin-left bg-white/30"
          style={{ transform: `scaleX(${Math.min(100, Math.max(0, progress)) / 100})` }}
        />
      )}
      <button
        type="button"
        aria-disabled={arranging || undefined}
        aria-pressed={empty ? undefined : isPlaying}
        aria-keyshortcuts={button.hotkey ?? undefined}
        data-testid="board-tile"
        onClick={activate}
        {...pressHandlers}
        className={cn(
          'absolute inset-0 flex flex-col items-center justify-center gap-1 p-3 text-center font-semibold select-none focus-visible:outline-4 focus-visible:-outline-offset-4 focus-visible:outline-brand-600',
          button.background_image_url && 'bg-black/35',
          arranging ? 'cursor-grab' : 'cursor-pointer active:scale-95',
        )}
        style={{ color: textColor }}
      >
        {empty && isOwner && <Plus aria-hidden className="size-6 opacity-80" />}
        <span className="line-clamp-3 text-sm break-words sm:text-base">{label}</span>
      </button>
      {button.hotkey && (
        <span
          aria-hidden
          className="pointer-events-none absolute top-2 right-2 rounded-md bg-black/40 px-1.5 text-xs font-bold text-white"
        >
          {button.hotkey}
        </span>
      )}
      {dragHandle}
      {isOwner && !arranging && (
        <TileOwnerMenu
          button={button}
          label={label}
          onEdit={onEdit}
          onChangeSound={onAddSound}
          onDelete={onDelete}
        />
      )}
      {overlaysShown && isOwner && !arranging && (
        <div className="absolute inset-x-0 bottom-0 flex gap-1 bg-black/60 p-1.5">
          <button
            type="button"
            aria-label={`Edit ${label}`}
            onClick={() => onEdit?.(button)}
            className="flex min-h-11 flex-1 items-center justify-center gap-1 rounded-lg bg-white/90 text-xs font-semibold text-zinc-900 hover:bg-white focus-visible:outline-2 focus-visible:outline-white"
          >
            <Pencil aria-hidden className="size-4" /> Edit
          </button>
          <button
            type="button"
            aria-label={`Delete ${label}`}
            onClick={() => onDelete?.(button)}
            className="flex min-h-11 flex-1 items-center justify-center gap-1 rounded-lg bg-red-700 text-xs font-semibold text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-white"
          >
            <Trash2 aria-hidden className="size-4" /> Delete
          </button>
        </div>
      )}
    </div>
  );
}
