import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Sound } from '#shared/schemas/sound.ts';
import { readJson } from '#web/lib/api/read-json.ts';
import { soundsQueryKey } from './get-sounds.ts';

export function useUpdateSoundImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ soundId, imageFile }: { soundId: string; imageFile: File }) => {
      const form = new FormData();
      form.append('file', imageFile);
      const response = await fetch(`/api/sounds/${encodeURIComponent(soundId)}/image`, {
        method: 'PUT',
        body: form,
        credentials: 'same-origin',
      });
      return readJson<Sound>(response);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: soundsQueryKey }),
  });
}
