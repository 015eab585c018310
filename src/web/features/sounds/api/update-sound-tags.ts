import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Sound } from '#shared/schemas/sound.ts';
import { readJson } from '#web/lib/api/read-json.ts';
import { soundsQueryKey } from './get-sounds.ts';

/** PUT /api/sounds/:id/tags: the whole list. */
export function useUpdateSoundTags() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ soundId, tags }: { soundId: string; tags: string[] }) => {
      const response = await fetch(`/api/sounds/${encodeURIComponent(soundId)}/tags`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ tags }),
        credentials: 'same-origin',
      });
      return readJson<Sound>(response);
    },
    onSuccess: (sound) => {
      queryClient.setQueryData<Sound[]>(soundsQueryKey, (sounds) =>
        sounds?.map((s) => (s.id === sound.id ? sound : s)),
      );
      return queryClient.invalidateQueries({ queryKey: soundsQueryKey });
    },
  });
}
