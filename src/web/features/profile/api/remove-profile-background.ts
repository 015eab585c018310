import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile } from '#shared/schemas/profile.ts';
import { apiRequest } from '#web/lib/api/request.ts';
import { storeProfile } from '#web/lib/profile/store-profile.ts';

/** DELETE /api/me/profile/background: no image, settings {}. */
export function useRemoveProfileBackground() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<Profile>('/api/me/profile/background', { method: 'DELETE' }),
    onSuccess: (profile) => storeProfile(queryClient, profile),
  });
}
