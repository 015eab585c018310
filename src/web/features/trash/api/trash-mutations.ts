import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { ClearTrashResult } from '#shared/schemas/trash.ts';
import { TRASH_TOAST } from '#shared/trash-messages.ts';
import { apiRequest } from '#web/lib/api/request.ts';
import { trashQueryKey } from './get-trash.ts';

export type TrashItemKind = 'board' | 'sound';

const collection = (kind: TrashItemKind) => (kind === 'board' ? 'boards' : 'sounds');

/** The trash and the lists its items come back to (boards, sounds, popular). */
function refreshAfterChange(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: trashQueryKey }),
    queryClient.invalidateQueries({ queryKey: ['boards'] }),
    queryClient.invalidateQueries({ queryKey: ['sounds'] }),
  ]);
}

const reason = (error: Error) => error.message;

export function useRestoreItem(kind: TrashItemKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<unknown>(`/api/${collection(kind)}/${id}/restore`, { method: 'POST' }),
    onSuccess: () => {
      toast.success(kind === 'board' ? TRASH_TOAST.boardRestored : TRASH_TOAST.soundRestored);
    },
    onError: (error) => {
      toast.error(
        kind === 'board'
          ? TRASH_TOAST.restoreBoardFailed(reason(error))
          : TRASH_TOAST.restoreSoundFailed(reason(error)),
      );
    },
    onSettled: () => refreshAfterChange(queryClient),
  });
}

export function useDeleteItemPermanently(kind: TrashItemKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<void>(`/api/${collection(kind)}/${id}?permanent=true`, { method: 'DELETE' }),
    onSuccess: () => {
      toast.success(kind === 'board' ? TRASH_TOAST.boardDeleted : TRASH_TOAST.soundDeleted);
    },
    onError: (error) => {
      toast.error(
        kind === 'board'
          ? TRASH_TOAST.deleteBoardFailed(reason(error))
          : TRASH_TOAST.deleteSoundFailed(reason(error)),
      );
    },
    onSettled: () => refreshAfterChange(queryClient),
  });
}

export function useClearTrash() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<ClearTrashResult>('/api/functions/clear-user-trash', { method: 'POST' }),
    onSuccess: (result) => {
      toast.success(TRASH_TOAST.cleared(result.cleared.total));
    },
    onError: (error) => {
      toast.error(TRASH_TOAST.clearFailed(reason(error)));
    },
    onSettled: () => refreshAfterChange(queryClient),
  });
}
