import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '#shared/schemas/profile.ts';
import { ApiError } from '#web/lib/api/read-json.ts';
import { apiRequest } from '#web/lib/api/request.ts';

const profileQueryKey = (identifier: string) => ['profiles', identifier] as const;

/** GET /api/profiles/:identifier — by id (UUID form) or public_url_slug. */
const profileQueryOptions = (identifier: string) =>
  queryOptions({
    queryKey: profileQueryKey(identifier),
    queryFn: () => apiRequest<Profile>(`/api/profiles/${encodeURIComponent(identifier)}`),
    // A missing profile is an answer, not a hiccup: do not ask again.
    retry: (failures, error) =>
      !(error instanceof ApiError && error.status === 404) && failures < 1,
  });

export function useProfile(identifier: string) {
  return useQuery(profileQueryOptions(identifier));
}
