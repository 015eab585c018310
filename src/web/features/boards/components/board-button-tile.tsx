import { Play, Plus, VolumeX } from 'lucide-react';
import { Suspense, useRef, type ReactNode } from 'react';
import { BOARD_MESSAGES } from '#shared/board-messages.ts';
import { hotkeyAriaShortcut, hotkeyLabel } from '#shared/hotkey-rule.ts';
import { hasPlayableSound } from '#shared/playable-sound.ts';
import { compactCount, LIBRARY_MESSAGES } from '#shared/sound-library.ts';
import type { BoardButton } from '#shared/schemas/board.ts';
import { backgroundStyle } from '#web/lib/background-style.ts';
import { useTilePress } from '#web/features/boards/hooks/use-tile-press.ts';
import {
  emptyTileStyle,
  IMAGE_VEIL,
  layerCss,
  tileColors,
} from '#web/features/boards/tile-colors.ts';
import type { PlaybackEngine } from '#web/lib/audio/playback-engine.ts';
import { useButtonStatus } from '#web/lib/audio/use-button-status.ts';
import { TilePlayingMarks, TileProgressFill } from './tile-playing-layers.tsx';
import {
  EMPTY_CAPTION_CLASS,
  EMPTY_ICON_CLASS,
  EMPTY_LABEL_CLASS,
  hotkeyBadgeClass,
  PLAYS_BADGE_CLASS,
  TILE_IMAGE_LABEL_CLASS,
  TILE_LABEL_CLASS,
  tileFaceClass,
  tileRootClass,
} from './tile-styles.ts';
import { lazyWhenOnline } from '#web/lib/load-when-online.ts';

// The owner's menu and overlays: a chunk visitors never load (decision 010).
const TileOwnerChrome = lazyWhenOnline(() => import('./tile-owner-chrome.tsx'));

export interface BoardButtonTileProps {
  /** The button with its joined sound (incl. `url`). */
  button: BoardButton;
  isOwner: boolean;
  /** Presses the button on pointerdown / Enter / Space (its press mode decides what that does, decision 056). */
  onPlay?: (button: BoardButton) => void;
  /** The press let go: pointerup, pointercancel, the pointer leaving, the key up, focus leaving. */
  onRelease?: (button: BoardButton) => void;
  /** A click with no press before it (assistive technology). */
  onTap?: (button: BoardButton) => void;
  /** The press that started a sound became a scroll or a long press: stop that sound. */
  onCancelPlay?: (button: BoardButton) => void;
  /** The tile subscribes to its own playing state here (decision 024), unless isPlaying/progress are given. */
  playback?: Pick<PlaybackEngine, 'subscribeButton' | 'buttonStatus'>;
  isPlaying?: boolean;
  /** Playback progress in percent, drawn as a fill and a figure while playing. */
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

/** What an empty tile is called: its label and that it has no sound, or 'Add Sound' (spec §2). */
function emptyName(label: string | null, isOwner: boolean): string {
  if (!label) return isOwner ? BOARD_MESSAGES.emptyButton : BOARD_MESSAGES.noSound;
  return isOwner ? BOARD_MESSAGES.emptyButtonNamed(label) : BOARD_MESSAGES.noSoundNamed(label);
}

/**
 * One square tile of the board grid. Filled: a key in the button's colour with a label that contrasts (AA),
 * its hotkey and optional cover image; while playing, a fill sweep, the percent and a pulsing ring. Empty (no
 * sound, or its sound went to the trash): dashed and muted whatever its label, no hotkey.
 */
export function BoardButtonTile({
  button,
  isOwner,
  onPlay,
  onRelease,
  onTap,
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
  const filled = hasPlayableSound(button);
  const look = filled ? 'filled' : 'empty';
  const label = button.label ?? button.sound?.name ?? BOARD_MESSAGES.emptyButton;
  const hasImage = filled && Boolean(button.background_image_url);
  const colors = tileColors(button.color, hasImage);
  const status = useButtonStatus(playback, button.id);
  const isPlaying = filled && (isPlayingProp ?? (status.playing || status.loading));
  const progress = Math.min(100, Math.max(0, progressProp ?? status.progress));
  const root = useRef<HTMLDivElement>(null);
  const press = useTilePress({
    button,
    isOwner,
    arranging,
    playable: filled,
    root,
    onPlay,
    onRelease,
    onTap,
    onCancelPlay,
    onAddSound,
    onRevealOverlays,
  });

  return (
    <div
      ref={root}
      data-tile-id={button.id}
      data-look={look}
      data-playing={isPlaying || undefined}
      className={tileRootClass(look)}
      style={
        filled
          ? {
              backgroundColor: colors.background,
              ...backgroundStyle(button.background_image_url, button.background_settings),
            }
          : emptyTileStyle(button.color)
      }
    >
      {isPlaying && <TileProgressFill colors={colors} progress={progress} />}
      <button
        type="button"
        aria-disabled={arranging || undefined}
        aria-pressed={filled ? isPlaying : undefined}
        aria-keyshortcuts={
          (filled && button.hotkey && hotkeyAriaShortcut(button.hotkey)) || undefined
        }
        aria-describedby={
          filled && (button.sound?.play_count ?? 0) > 0 ? `plays-${button.id}` : undefined
        }
        aria-label={filled ? undefined : emptyName(button.label, isOwner)}
        data-testid="board-tile"
        {...press}
        className={tileFaceClass(look, { arranging, ownerMenu: isOwner })}
        style={filled ? { color: colors.text } : undefined}
      >
        {filled ? (
          <span
            className={TILE_LABEL_CLASS + (hasImage ? ` ${TILE_IMAGE_LABEL_CLASS}` : '')}
            style={hasImage ? { backgroundColor: layerCss(IMAGE_VEIL) } : undefined}
          >
            {label}
          </span>
        ) : (
          <>
            {/* A fresh button asks for a sound; one whose sound is gone shows a silenced speaker. */}
            {isOwner && !button.label ? (
              <Plus aria-hidden className={EMPTY_ICON_CLASS} />
            ) : (
              // On a phone's small pad the label and 'No sound' say it; the icon would crowd them (decision 049).
              <VolumeX aria-hidden className={`${EMPTY_ICON_CLASS} max-sm:hidden`} />
            )}
            <span className={EMPTY_LABEL_CLASS}>
              {button.label ?? (isOwner ? BOARD_MESSAGES.emptyButton : BOARD_MESSAGES.noSound)}
            </span>
            {button.label && <span className={EMPTY_CAPTION_CLASS}>{BOARD_MESSAGES.noSound}</span>}
          </>
        )}
      </button>
      {filled && (button.sound?.play_count ?? 0) > 0 && (
        <span
          id={`plays-${button.id}`}
          data-testid="tile-plays"
          className={PLAYS_BADGE_CLASS}
          style={{ backgroundColor: layerCss(colors.chip), color: colors.text }}
        >
          <Play aria-hidden className="size-3 fill-current" />
          <span aria-hidden>{compactCount(button.sound!.play_count)}</span>
          <span className="sr-only">{LIBRARY_MESSAGES.plays(button.sound!.play_count)}</span>
        </span>
      )}
      {filled && button.hotkey && (
        <span
          aria-hidden
          data-testid="tile-hotkey"
          className={hotkeyBadgeClass(hotkeyLabel(button.hotkey))}
          style={{ backgroundColor: layerCss(colors.chip), color: colors.text }}
        >
          {hotkeyLabel(button.hotkey)}
        </span>
      )}
      {isPlaying && (
        <TilePlayingMarks
          colors={colors}
          progress={progress}
          loading={!status.playing && status.loading}
        />
      )}
      {dragHandle}
      {isOwner && !arranging && (
        <Suspense fallback={null}>
          <TileOwnerChrome
            button={button}
            label={label}
            look={look}
            overlaysShown={overlaysShown}
            onAddSound={onAddSound}
            onEdit={onEdit}
            onDelete={onDelete}
          />
        </Suspense>
      )}
    </div>
  );
}
