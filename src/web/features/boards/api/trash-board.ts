import { useMutation, useQueryClient } from '@tanstack/react-query';
import { boardKeys } from '#web/lib/api/board-keys.ts';
import { apiRequest } from '#web/lib/api/request.ts';

/** DELETE /api/boards/:id: moves the board to the trash. */
export function useTrashBoard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (boardId: string) =>
      apiRequest<void>(`/api/boards/${boardId}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: boardKeys.all }),
  });
}
