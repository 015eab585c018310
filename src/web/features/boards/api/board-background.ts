import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Board } from '#shared/schemas/board.ts';
import { boardKeys } from '#web/lib/api/board-keys.ts';
import { apiRequest, fileForm } from '#web/lib/api/request.ts';

/** PUT (file) or DELETE (null) /api/boards/:id/background. */
export function useBoardBackground() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ boardId, file }: { boardId: string; file: File | null }) =>
      apiRequest<Board>(`/api/boards/${boardId}/background`, {
        method: file ? 'PUT' : 'DELETE',
        form: file ? fileForm(file) : undefined,
      }),
    onSuccess: (board) => queryClient.setQueryData(boardKeys.detail(board.id), board),
    onSettled: () => queryClient.invalidateQueries({ queryKey: boardKeys.all }),
  });
}
