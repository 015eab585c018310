import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Sound } from '#shared/schemas/sound.ts';
import type { SoundTags } from '#shared/schemas/sound-library.ts';
import { apiRequest } from '#web/lib/api/request.ts';
import { soundsQueryKey } from '#web/lib/api/sound-keys.ts';

/** PUT /api/sounds/:id/tags: the whole list. */
export function useUpdateSoundTags() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ soundId, tags }: { soundId: string; tags: string[] }) =>
      apiRequest<Sound>(`/api/sounds/${encodeURIComponent(soundId)}/tags`, {
        method: 'PUT',
        json: { tags } satisfies SoundTags,
      }),
    onSuccess: (sound) => {
      queryClient.setQueryData<Sound[]>(soundsQueryKey, (sounds) =>
        sounds?.map((s) => (s.id === sound.id ? sound : s)),
      );
      return queryClient.invalidateQueries({ queryKey: soundsQueryKey });
    },
  });
}
