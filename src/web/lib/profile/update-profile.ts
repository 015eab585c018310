import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile, ProfileUpdate } from '#shared/schemas/profile.ts';
import { apiRequest } from '#web/lib/api/request.ts';
import { storeProfile } from './store-profile.ts';

/** PATCH /api/me/profile: username, full_name, bio, profile_background_settings. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: ProfileUpdate) =>
      apiRequest<Profile>('/api/me/profile', { method: 'PATCH', json: update }),
    onSuccess: (profile) => storeProfile(queryClient, profile),
  });
}
