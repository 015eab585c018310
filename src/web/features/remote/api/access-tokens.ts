import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { REMOTE_PATHS, type AccessTokenInfo, type CreatedAccessToken } from '#shared/remote.ts';
import { apiRequest } from '#web/lib/api/request.ts';
import { apiPath } from './api-path.ts';
import { remoteKeys } from './remotes.ts';

/** The user's access tokens (Account Settings, decision 060): never the tokens themselves, only their facts. */
export function useAccessTokens() {
  return useQuery({
    queryKey: remoteKeys.tokens,
    queryFn: () => apiRequest<AccessTokenInfo[]>(apiPath(REMOTE_PATHS.accessTokens)),
  });
}

export function useCreateAccessToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; board_id: string | null }) =>
      apiRequest<CreatedAccessToken>(apiPath(REMOTE_PATHS.accessTokens), {
        method: 'POST',
        json: body,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: remoteKeys.tokens }),
  });
}

export function useRevokeAccessToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<void>(apiPath(REMOTE_PATHS.accessToken(id)), { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: remoteKeys.tokens }),
  });
}
