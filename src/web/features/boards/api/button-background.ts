import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BoardButton } from '#shared/schemas/board.ts';
import { boardKeys } from '#web/lib/api/board-keys.ts';
import { apiRequest, fileForm } from '#web/lib/api/request.ts';

/** PUT (file) or DELETE (null) /api/boards/:id/buttons/:buttonId/background. */
export function useButtonBackground() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      boardId,
      buttonId,
      file,
    }: {
      boardId: string;
      buttonId: string;
      file: File | null;
    }) =>
      apiRequest<BoardButton>(`/api/boards/${boardId}/buttons/${buttonId}/background`, {
        method: file ? 'PUT' : 'DELETE',
        form: file ? fileForm(file) : undefined,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: boardKeys.all }),
  });
}
