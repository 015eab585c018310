import { useQuery, useQueryClient } from '@tanstack/react-query';
import { REMOTE_PATHS, type PairingOffer, type RemoteDevice } from '#shared/remote.ts';
import { useOnlineStatus } from '#web/hooks/use-online-status.ts';
import { apiRequest } from '#web/lib/api/request.ts';
import { apiPath } from './api-path.ts';

export const remoteKeys = {
  remotes: (boardId: string) => ['remote', 'remotes', boardId] as const,
  tokens: ['remote', 'access-tokens'] as const,
};

/**
 * The board's paired remotes (owner only); refreshed on `remotes_changed`. Not asked offline: the service
 * worker keeps no copy of it, so the request would only fail (the owner's player opens offline, issue 26).
 */
export function useRemotes(boardId: string, enabled: boolean) {
  const online = useOnlineStatus();
  return useQuery({
    queryKey: remoteKeys.remotes(boardId),
    queryFn: () => apiRequest<RemoteDevice[]>(apiPath(REMOTE_PATHS.remotes(boardId))),
    enabled: enabled && online,
  });
}

export function useRefreshRemotes(boardId: string) {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: remoteKeys.remotes(boardId) });
}

/** A new pairing code for the board. */
export function createPairingOffer(boardId: string) {
  return apiRequest<PairingOffer>(apiPath(REMOTE_PATHS.remotes(boardId)), { method: 'POST' });
}

export function disconnectRemote(boardId: string, remoteId: string) {
  return apiRequest<void>(apiPath(REMOTE_PATHS.remote(boardId, remoteId)), { method: 'DELETE' });
}
