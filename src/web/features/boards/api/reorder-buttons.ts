import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { BOARD_MESSAGES } from '#shared/board-messages.ts';
import type { Board } from '#shared/schemas/board.ts';
import { boardKeys } from './board-keys.ts';
import { boardsRequest } from './request.ts';

/** Places buttons in order the way the server will: row = i / columns, col = i % columns. */
function withOrder(board: Board, ids: string[]): Board {
  const byId = new Map(board.soundboard_buttons.map((b) => [b.id, b]));
  const ordered = ids.flatMap((id) => byId.get(id) ?? []);
  return {
    ...board,
    soundboard_buttons: ordered.map((b, i) => ({
      ...b,
      position_row: Math.floor(i / board.grid_columns),
      position_col: i % board.grid_columns,
    })),
  };
}

/** PUT /api/boards/:id/buttons/order, optimistic; rolls back with the spec's toast on failure. */
export function useReorderButtons() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ boardId, ids }: { boardId: string; ids: string[] }) =>
      boardsRequest<void>(`/api/boards/${boardId}/buttons/order`, {
        method: 'PUT',
        json: { button_ids: ids },
      }),
    onMutate: async ({ boardId, ids }) => {
      await queryClient.cancelQueries({ queryKey: boardKeys.all });
      const list = queryClient.getQueryData<Board[]>(boardKeys.list());
      const detail = queryClient.getQueryData<Board | null>(boardKeys.detail(boardId));
      if (list) {
        queryClient.setQueryData<Board[]>(
          boardKeys.list(),
          list.map((b) => (b.id === boardId ? withOrder(b, ids) : b)),
        );
      }
      if (detail) queryClient.setQueryData(boardKeys.detail(boardId), withOrder(detail, ids));
      return { list, detail };
    },
    onError: (error, { boardId }, context) => {
      if (context?.list) queryClient.setQueryData(boardKeys.list(), context.list);
      if (context?.detail) queryClient.setQueryData(boardKeys.detail(boardId), context.detail);
      toast.error(`${BOARD_MESSAGES.positionsFailed} ${error.message}`);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: boardKeys.all }),
  });
}
