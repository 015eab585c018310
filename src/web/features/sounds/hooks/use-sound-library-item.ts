import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { toast } from 'sonner';
import type { Sound } from '#shared/schemas/sound.ts';
import { SOUND_MESSAGES } from '#shared/sound-messages.ts';
import { checkUploadInBrowser } from '#shared/uploads.ts';
import { boardKeys } from '#web/lib/api/board-keys.ts';
import { soundsQueryKey } from '#web/lib/api/sound-keys.ts';
import { noticeMissingOutput } from '#web/lib/audio/output-device.ts';
import { usePlayback } from '#web/lib/audio/use-playback.ts';
import { useUpdateSoundImage } from '../api/update-sound-image.ts';
import { countedPress } from '../counted-press.ts';
import { measureOnFirstPlay } from '#web/lib/audio/measure-on-first-play.ts';

/** What a library card and a library row both do with a sound: play or stop it, and change its cover art. */
export function useSoundLibraryItem(sound: Sound) {
  const { engine, playingId, loadingId, progress } = usePlayback();
  const updateImage = useUpdateSoundImage();
  const queryClient = useQueryClient();
  const fileInputRef = useRef<HTMLInputElement>(null);
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

  const toggle = () => {
    const starting = !playing && !loading;
    void countedPress(engine, { id: sound.id, url: sound.url }, sound.id);
    noticeMissingOutput();
    // The library is its owner's: a sound never measured (a URL sound) is measured on its first play here too.
    if (starting) {
      measureOnFirstPlay(sound, engine, () => {
        void queryClient.invalidateQueries({ queryKey: soundsQueryKey });
        void queryClient.invalidateQueries({ queryKey: boardKeys.all });
      });
    }
  };

  return {
    playing,
    loading,
    progress,
    toggle,
    fileInputRef,
    changingCover: updateImage.isPending,
    pickCover: () => fileInputRef.current?.click(),
    changeCover,
  };
}
