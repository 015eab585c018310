import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SoundLoudness } from '#shared/schemas/loudness.ts';
import { boardKeys } from '#web/lib/api/board-keys.ts';
import { putLoudness } from '#web/lib/api/sound-loudness.ts';
import { soundsQueryKey } from '#web/lib/api/sound-keys.ts';

/** PUT /api/sounds/:id/loudness from the sound settings; refreshes boards and the library. */
export function useUpdateLoudness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ soundId, loudness }: { soundId: string; loudness: SoundLoudness }) =>
      putLoudness(soundId, loudness),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: boardKeys.all }),
        queryClient.invalidateQueries({ queryKey: soundsQueryKey }),
      ]),
  });
}
