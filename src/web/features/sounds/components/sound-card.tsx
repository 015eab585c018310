import { ImagePlus, Loader2, Music, Play, Plus, Square, Tag, Trash2 } from 'lucide-react';
import type { Sound } from '#shared/schemas/sound.ts';
import { LIBRARY_MESSAGES } from '#shared/sound-library.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useSoundLibraryItem } from '../hooks/use-sound-library-item.ts';
import { CoverInput } from './cover-input.tsx';
import { SoundProgressBar } from './sound-progress-bar.tsx';

export interface SoundCardProps {
  sound: Sound;
  onAddToBoard: (sound: Sound) => void;
  onDelete: (sound: Sound) => void;
  onEditTags: (sound: Sound) => void;
}

/** A library card: cover art (or a placeholder), name, play/stop with progress, add to board, delete. */
export function SoundCard({ sound, onAddToBoard, onDelete, onEditTags }: SoundCardProps) {
  const item = useSoundLibraryItem(sound);
  const { playing, loading, progress, fileInputRef } = item;

  return (
    <li className="flex flex-col overflow-hidden rounded-ui border border-line bg-surface-raised shadow-sm">
      <div className="relative aspect-[4/3] bg-gradient-to-br min-[480px]:aspect-square from-brand-100 to-brand-300 dark:from-brand-900 dark:to-brand-700">
        {sound.image_url ? (
          <img src={sound.image_url} alt="" className="size-full object-cover" />
        ) : (
          <Music
            aria-hidden
            className="absolute inset-0 m-auto size-12 text-brand-700 dark:text-brand-200"
          />
        )}
        <button
          type="button"
          aria-label={`Change cover art of ${sound.name}`}
          disabled={item.changingCover}
          onClick={item.pickCover}
          className="absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-full bg-black/55 text-white hover:bg-black/70 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          {item.changingCover ? (
            <Loader2 aria-hidden className="size-5 animate-spin" />
          ) : (
            <ImagePlus aria-hidden className="size-5" />
          )}
        </button>
        <CoverInput inputRef={fileInputRef} onFile={(file) => void item.changeCover(file)} />
        {playing && (
          <SoundProgressBar name={sound.name} progress={progress} className="h-1.5 bg-black/20" />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-3">
        <div className="min-w-0">
          <h2 className="truncate font-semibold" title={sound.name}>
            {sound.name}
          </h2>
          <p className="text-xs text-ink-muted tabular-nums">
            {LIBRARY_MESSAGES.plays(sound.play_count)}
          </p>
        </div>
        {sound.tags.length > 0 && (
          <ul
            aria-label={`${LIBRARY_MESSAGES.tags} of ${sound.name}`}
            className="flex flex-wrap gap-1"
          >
            {sound.tags.map((tag) => (
              <li
                key={tag}
                className="rounded-full bg-surface-sunken px-2 py-0.5 text-xs font-medium text-ink-muted"
              >
                {tag}
              </li>
            ))}
          </ul>
        )}
        <div className="mt-auto flex items-center gap-2">
          <Button
            size="icon"
            variant={playing ? 'primary' : 'secondary'}
            aria-label={playing ? `Stop ${sound.name}` : `Play ${sound.name}`}
            aria-pressed={playing}
            onClick={item.toggle}
          >
            {loading ? (
              <Loader2 aria-hidden className="animate-spin" />
            ) : playing ? (
              <Square aria-hidden />
            ) : (
              <Play aria-hidden />
            )}
          </Button>
          <Button
            size="icon"
            variant="secondary"
            aria-label={`Add ${sound.name} to a board`}
            onClick={() => onAddToBoard(sound)}
          >
            <Plus aria-hidden />
          </Button>
          <Button
            size="icon"
            variant="secondary"
            aria-label={LIBRARY_MESSAGES.editTags(sound.name)}
            onClick={() => onEditTags(sound)}
          >
            <Tag aria-hidden />
          </Button>
          <Button
            size="icon"
            variant="ghost"
            className="ml-auto text-danger dark:text-red-400"
            aria-label={`Delete ${sound.name}`}
            onClick={() => onDelete(sound)}
          >
            <Trash2 aria-hidden />
          </Button>
        </div>
      </div>
    </li>
  );
}
