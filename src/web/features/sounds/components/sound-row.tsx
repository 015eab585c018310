import { Ellipsis, ImagePlus, Loader2, Music, Play, Plus, Square, Tag, Trash2 } from 'lucide-react';
import { SOUND_ROW_MESSAGES as M } from '#shared/board-preview.ts';
import { LIBRARY_MESSAGES } from '#shared/sound-library.ts';
import { DropdownMenu } from '#web/components/ui/dropdown-menu.tsx';
import { DropdownMenuItem } from '#web/components/ui/dropdown-menu-item.tsx';
import { cn } from '#web/lib/cn.ts';
import { useSoundLibraryItem } from '../hooks/use-sound-library-item.ts';
import { CoverInput } from './cover-input.tsx';
import type { SoundCardProps } from './sound-card.tsx';
import { SoundProgressBar } from './sound-progress-bar.tsx';

/**
 * A library sound on a phone (decision 051): one compact row, so that a screen holds many. A tap anywhere on
 * the row plays or stops it (its play button's area covers the row); the card's other actions are in the
 * row's "⋯" menu, named after the sound.
 */
export function SoundRow({ sound, onAddToBoard, onDelete, onEditTags }: SoundCardProps) {
  const item = useSoundLibraryItem(sound);
  const { playing, loading, progress, fileInputRef } = item;
  const details = [LIBRARY_MESSAGES.plays(sound.play_count), ...sound.tags].join(' · ');
  return (
    <li
      className={cn(
        'relative flex items-center gap-3 overflow-hidden rounded-ui border bg-surface-raised py-1.5 pr-1 pl-1.5 shadow-sm',
        playing ? 'border-brand-600' : 'border-line',
      )}
    >
      <div className="relative flex size-11 shrink-0 items-center justify-center overflow-hidden rounded-md bg-gradient-to-br from-brand-100 to-brand-300 dark:from-brand-900 dark:to-brand-700">
        {sound.image_url ? (
          <img src={sound.image_url} alt="" className="size-full object-cover" />
        ) : (
          <Music aria-hidden className="size-5 text-brand-700 dark:text-brand-200" />
        )}
      </div>
      <div className="min-w-0 flex-1">
        <h2 className="truncate text-sm font-semibold" title={sound.name}>
          {sound.name}
        </h2>
        <p className="truncate text-xs text-ink-muted tabular-nums">{details}</p>
      </div>
      <button
        type="button"
        aria-label={playing ? `Stop ${sound.name}` : `Play ${sound.name}`}
        aria-pressed={playing}
        onClick={item.toggle}
        className={cn(
          'inline-flex size-10 shrink-0 items-center justify-center rounded-full after:absolute after:inset-0 after:rounded-ui focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:-outline-offset-2 focus-visible:after:outline-brand-600',
          playing ? 'bg-brand-600 text-white' : 'bg-surface-sunken text-ink',
        )}
      >
        {loading ? (
          <Loader2 aria-hidden className="size-4 animate-spin" />
        ) : playing ? (
          <Square aria-hidden className="size-4" />
        ) : (
          <Play aria-hidden className="size-4" />
        )}
      </button>
      <DropdownMenu
        trigger={
          <button
            type="button"
            aria-label={M.actions(sound.name)}
            className="relative z-10 inline-flex size-11 shrink-0 items-center justify-center rounded-ui text-ink-muted hover:bg-surface-sunken hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {item.changingCover ? (
              <Loader2 aria-hidden className="size-4 animate-spin" />
            ) : (
              <Ellipsis aria-hidden className="size-4" />
            )}
          </button>
        }
      >
        <DropdownMenuItem onSelect={() => onAddToBoard(sound)}>
          <Plus aria-hidden /> {M.addToBoard}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onEditTags(sound)}>
          <Tag aria-hidden /> {M.editTags}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={item.pickCover}>
          <ImagePlus aria-hidden /> {M.changeCover}
        </DropdownMenuItem>
        <DropdownMenuItem
          onSelect={() => onDelete(sound)}
          className="text-red-700 dark:text-red-400"
        >
          <Trash2 aria-hidden /> {M.delete}
        </DropdownMenuItem>
      </DropdownMenu>
      <CoverInput inputRef={fileInputRef} onFile={(file) => void item.changeCover(file)} />
      {playing && (
        <SoundProgressBar name={sound.name} progress={progress} className="h-1 bg-black/10" />
      )}
    </li>
  );
}
