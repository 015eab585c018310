import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Sound } from '#shared/schemas/sound.ts';
import { apiRequest } from '#web/lib/api/request.ts';
import { forgetPlays } from '../play-counts.ts';
import { soundsQueryKey } from '#web/lib/api/sound-keys.ts';

/** DELETE /api/sounds/:id moves the sound to the trash; buttons using it lose it. */
export function useTrashSound() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (soundId: string) => {
      // Plays not yet sent would be refused once it is in the trash.
      forgetPlays(soundId);
      return apiRequest<Sound>(`/api/sounds/${encodeURIComponent(soundId)}`, { method: 'DELETE' });
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: soundsQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['boards'] }),
        queryClient.invalidateQueries({ queryKey: ['trash'] }),
      ]),
  });
}
