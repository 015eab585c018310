import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile, ProfileUpdate } from '#shared/schemas/profile.ts';
import { readJson } from '#web/lib/api/read-json.ts';
import { jsonRequest, storeProfile } from './store-profile.ts';

/** PATCH /api/me/profile: username, full_name, bio, profile_background_settings. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (update: ProfileUpdate) =>
      readJson<Profile>(await fetch('/api/me/profile', jsonRequest('PATCH', update))),
    onSuccess: (profile) => storeProfile(queryClient, profile),
  });
}
