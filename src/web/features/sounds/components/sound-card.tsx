import { ImagePlus, Loader2, Music, Play, Plus, Square, Tag, Trash2 } from 'lucide-react';
import { useRef } from 'react';
import { toast } from 'sonner';
import type { Sound } from '#shared/schemas/sound.ts';
import { SOUND_MESSAGES } from '#shared/sound-messages.ts';
import { LIBRARY_MESSAGES } from '#shared/sound-library.ts';
import { recordPlay } from '../play-counts.ts';
import { checkUploadInBrowser, UPLOAD_RULES } from '#shared/uploads.ts';
import { Button } from '#web/components/ui/button.tsx';
import { usePlayback } from '#web/lib/audio/use-playback.ts';
import { useUpdateSoundImage } from '../api/update-sound-image.ts';

interface SoundCardProps {
  sound: Sound;
  onAddToBoard: (sound: Sound) => void;
  onDelete: (sound: Sound) => void;
  onEditTags: (sound: Sound) => void;
}

/** A library card: cover art (or a placeholder), name, play/stop with progress, add to board, delete. */
export function SoundCard({ sound, onAddToBoard, onDelete, onEditTags }: SoundCardProps) {
  const { engine, playingId, loadingId, progress } = usePlayback();
  const updateImage = useUpdateSoundImage();
  const fileInput = useRef<HTMLInputElement>(null);
  const playing = playingId === sound.id;
  const loading = loadingId === sound.id;

  const changeCover = async (file: File) => {
    const problem = checkUploadInBrowser(file, 'image');
    if (problem) return toast.error(problem);
    try {
      await updateImage.mutateAsync({ soundId: sound.id, imageFile: file });
      toast.success(SOUND_MESSAGES.coverUpdated);
    } catch (error) {
      console.warn('Failed to update sound image', error); // only logged (spec §8)
    }
  };

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
          disabled={updateImage.isPending}
          onClick={() => fileInput.current?.click()}
          className="absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-full bg-black/55 text-white hover:bg-black/70 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          {updateImage.isPending ? (
            <Loader2 aria-hidden className="size-5 animate-spin" />
          ) : (
            <ImagePlus aria-hidden className="size-5" />
          )}
        </button>
        <input
          ref={fileInput}
          type="file"
          hidden
          accept={UPLOAD_RULES.image.mimeTypes.join(',')}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void changeCover(file);
          }}
        />
        {playing && (
          <div
            role="progressbar"
            aria-label={`${sound.name} progress`}
            aria-valuenow={Math.round(progress)}
            className="absolute inset-x-0 bottom-0 h-1.5 bg-black/20"
          >
            <div className="h-full bg-brand-600" style={{ width: `${progress}%` }} />
          </div>
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
            onClick={() => {
              if (!playing && !loading && sound.url) recordPlay(sound.id);
              void engine.toggle({ id: sound.id, url: sound.url });
            }}
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
