import { Loader2, Music, Square } from 'lucide-react';
import type { TrashedSound } from '#shared/schemas/trash.ts';
import { TRASH_TEXT } from '#shared/trash-messages.ts';
import { TrashCardActions } from './trash-card-actions.tsx';

interface TrashSoundCardProps {
  sound: TrashedSound;
  /** The engine's state for this sound. */
  status: 'loading' | 'playing' | null;
  pending: boolean;
  onPlay: () => void;
  onRestore: () => void;
  onDelete: () => void;
}

/** A trashed sound: its cover (or a 'Click to play' placeholder) plays it; restore and delete below. */
export function TrashSoundCard({
  sound,
  status,
  pending,
  onPlay,
  onRestore,
  onDelete,
}: TrashSoundCardProps) {
  return (
    <li className="flex flex-col overflow-hidden rounded-ui border border-line bg-surface-raised shadow-sm">
      <button
        type="button"
        onClick={onPlay}
        aria-label={status ? `Stop ${sound.name}` : `Play ${sound.name}`}
        aria-busy={status === 'loading'}
        className="relative flex aspect-square items-center justify-center bg-surface-sunken bg-cover bg-center focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
        style={sound.image_url ? { backgroundImage: `url("${sound.image_url}")` } : undefined}
      >
        {!sound.image_url && !status && (
          <span className="flex flex-col items-center gap-2 text-sm text-ink-muted">
            <Music aria-hidden className="size-8" />
            {TRASH_TEXT.clickToPlay}
          </span>
        )}
        {status && (
          <span className="flex size-12 items-center justify-center rounded-full bg-black/70 text-white">
            {status === 'loading' ? (
              <Loader2 aria-hidden className="size-6 animate-spin" />
            ) : (
              <Square aria-hidden className="size-5" />
            )}
          </span>
        )}
      </button>
      <div className="flex flex-1 flex-col gap-2 p-3">
        <h3 className="truncate text-sm font-semibold">{sound.name}</h3>
        <TrashCardActions
          name={sound.name}
          pending={pending}
          onRestore={onRestore}
          onDelete={onDelete}
        />
      </div>
    </li>
  );
}
