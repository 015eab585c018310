import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SoundLoudness } from '#shared/schemas/loudness.ts';
import type { Sound } from '#shared/schemas/sound.ts';
import { boardKeys } from '#web/lib/api/board-keys.ts';
import { apiRequest } from '#web/lib/api/request.ts';
import { soundsQueryKey } from '#web/features/sounds/api/get-sounds.ts';

/** PUT /api/sounds/:id/loudness: the measured gain and/or the normalise toggle. */
export function putLoudness(soundId: string, loudness: SoundLoudness): Promise<Sound> {
  return apiRequest<Sound>(`/api/sounds/${soundId}/loudness`, { method: 'PUT', json: loudness });
}

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
