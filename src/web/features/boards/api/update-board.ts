import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Board, BoardUpdate } from '#shared/schemas/board.ts';
import { boardKeys } from '#web/lib/api/board-keys.ts';
import { apiRequest } from '#web/lib/api/request.ts';

/** PATCH /api/boards/:id with only the changed fields. */
export function useUpdateBoard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ boardId, updates }: { boardId: string; updates: BoardUpdate }) =>
      apiRequest<Board>(`/api/boards/${boardId}`, { method: 'PATCH', json: updates }),
    onSuccess: (board) => {
      queryClient.setQueryData(boardKeys.detail(board.id), board);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: boardKeys.all }),
  });
}
