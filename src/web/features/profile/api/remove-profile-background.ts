import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile } from '#shared/schemas/profile.ts';
import { readJson } from '#web/lib/api/read-json.ts';
import { jsonRequest, storeProfile } from './store-profile.ts';

/** DELETE /api/me/profile/background: no image, settings {}. */
export function useRemoveProfileBackground() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      readJson<Profile>(await fetch('/api/me/profile/background', jsonRequest('DELETE'))),
    onSuccess: (profile) => storeProfile(queryClient, profile),
  });
}
