import { boardKeys } from '#web/lib/api/board-keys.ts';
import { whenIdle } from '#web/lib/when-idle.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Sound } from '#shared/schemas/sound.ts';
import { apiRequest } from '#web/lib/api/request.ts';
import { soundsQueryKey } from '#web/lib/api/sound-keys.ts';
import { storageUsageQueryKey } from './get-storage-usage.ts';

/** Spec §3 "Sound creation": a file (or recorded blob) or a source URL, plus name and optional image. */
export interface NewSound {
  name: string;
  file?: { blob: Blob; fileName: string };
  sourceUrl?: string;
  image?: File | null;
}

export function createSound(input: NewSound): Promise<Sound> {
  const form = new FormData();
  form.append('name', input.name.trim());
  if (input.file) form.append('file', input.file.blob, input.file.fileName);
  if (input.sourceUrl) form.append('source_url', input.sourceUrl.trim());
  if (input.image) form.append('image', input.image);
  return apiRequest<Sound>('/api/sounds', { method: 'POST', form });
}

/**
 * Loudness normalisation (decision 036): an uploaded or recorded sound is measured from its file once the
 * browser is idle, and its gain stored; the lists refresh when it is.
 */
function measureLoudnessWhenIdle(soundId: string, file: Blob, onStored: () => void) {
  whenIdle(() => {
    void import('#web/lib/audio/measure-loudness.ts')
      .then((loudness) => loudness.measureUploadedLoudness(soundId, file))
      .then((gain) => gain !== null && onStored())
      .catch(() => undefined);
  });
}

export function useCreateSound() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSound,
    onSuccess: (sound, input) => {
      if (input.file) {
        measureLoudnessWhenIdle(sound.id, input.file.blob, () => {
          void queryClient.invalidateQueries({ queryKey: soundsQueryKey });
          void queryClient.invalidateQueries({ queryKey: boardKeys.all });
        });
      }
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: soundsQueryKey }),
        queryClient.invalidateQueries({ queryKey: storageUsageQueryKey }),
      ]);
    },
  });
}
