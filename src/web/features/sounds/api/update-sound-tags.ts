import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { Sound } from '#shared/schemas/sound.ts';
import type { SoundTags } from '#shared/schemas/sound-library.ts';
import type { SoundPage } from '#shared/sound-page.ts';
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
      // The loaded pages show the new tags at once; the refetch then brings the counts and tag chips.
      queryClient.setQueriesData<InfiniteData<SoundPage>>(
        { queryKey: [...soundsQueryKey, 'pages'] },
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              sounds: page.sounds.map((s) => (s.id === sound.id ? sound : s)),
            })),
          },
      );
      return queryClient.invalidateQueries({ queryKey: soundsQueryKey });
    },
  });
}
