import { useMutation, useQueryClient } from '@tanstack/react-query';
import { boardKeys } from '#web/lib/api/board-keys.ts';
import { apiRequest } from '#web/lib/api/request.ts';

/** DELETE /api/boards/:id/buttons/:buttonId. */
export function useDeleteButton() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ boardId, buttonId }: { boardId: string; buttonId: string }) =>
      apiRequest<void>(`/api/boards/${boardId}/buttons/${buttonId}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: boardKeys.all }),
  });
}
