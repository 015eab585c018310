import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile, ProfileFileBucket } from '#shared/schemas/profile.ts';
import { apiRequest } from '#web/lib/api/request.ts';
import { storeProfile } from './store-profile.ts';

/** POST /api/me/profile/files: an avatar (avatars) or a profile background (profile-backgrounds). */
export function useUploadProfileFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bucket, file }: { bucket: ProfileFileBucket; file: File }) => {
      const form = new FormData();
      form.set('bucket', bucket);
      form.set('file', file);
      return apiRequest<Profile>('/api/me/profile/files', { method: 'POST', form });
    },
    onSuccess: (profile) => storeProfile(queryClient, profile),
  });
}
