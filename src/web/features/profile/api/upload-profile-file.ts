import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile, ProfileFileBucket } from '#shared/schemas/profile.ts';
import { readJson } from '#web/lib/api/read-json.ts';
import { storeProfile } from './store-profile.ts';

/** POST /api/me/profile/files: an avatar (avatars) or a profile background (profile-backgrounds). */
export function useUploadProfileFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ bucket, file }: { bucket: ProfileFileBucket; file: File }) => {
      const form = new FormData();
      form.set('bucket', bucket);
      form.set('file', file);
      const response = await fetch('/api/me/profile/files', {
        method: 'POST',
        credentials: 'same-origin',
        body: form,
      });
      return readJson<Profile>(response);
    },
    onSuccess: (profile) => storeProfile(queryClient, profile),
  });
}
