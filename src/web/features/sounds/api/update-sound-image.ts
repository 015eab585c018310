import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Sound } from '#shared/schemas/sound.ts';
import { apiRequest, fileForm } from '#web/lib/api/request.ts';
import { soundsQueryKey } from '#web/lib/api/sound-keys.ts';

export function useUpdateSoundImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ soundId, imageFile }: { soundId: string; imageFile: File }) =>
      apiRequest<Sound>(`/api/sounds/${encodeURIComponent(soundId)}/image`, {
        method: 'PUT',
        form: fileForm(imageFile),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: soundsQueryKey }),
  });
}
