import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { BOARD_MESSAGES } from '#shared/board-messages.ts';
import type { Board } from '#shared/schemas/board.ts';
import { boardKeys } from '#web/lib/api/board-keys.ts';
import { apiRequest } from '#web/lib/api/request.ts';

/**
 * Places buttons in order the way the server will: row = i / columns, col = i % columns, buttons left out of
 * `ids` after the others, and as many rows as that needs. A button whose place stays keeps its object, so
 * its memoised tile does not render again (decision 024).
 */
export function withOrder(board: Board, ids: string[]): Board {
  const byId = new Map(board.soundboard_buttons.map((b) => [b.id, b]));
  const listed = new Set(ids);
  const ordered = [
    ...ids.flatMap((id) => byId.get(id) ?? []),
    ...board.soundboard_buttons.filter((b) => !listed.has(b.id)),
  ];
  const columns = board.grid_columns;
  return {
    ...board,
    grid_rows: Math.max(board.grid_rows, Math.ceil(ordered.length / columns)),
    soundboard_buttons: ordered.map((b, i) => {
      const row = Math.floor(i / columns);
      const col = i % columns;
      return b.position_row === row && b.position_col === col
        ? b
        : { ...b, position_row: row, position_col: col };
    }),
  };
}

/**
 * PUT /api/boards/:id/buttons/order, optimistic: the cached board takes the new order, and a success leaves
 * it so (the server places the buttons exactly as withOrder does), without refetching a
 * 500-button board after every drop (decision 010). A failure rolls back with the spec's toast and refetches,
 * since the server's board may have changed meanwhile. My Boards' summaries (decision 065) hold no order to
 * update: they are refetched whenever My Boards mounts.
 */
export function useReorderButtons() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ boardId, ids }: { boardId: string; ids: string[] }) =>
      apiRequest<void>(`/api/boards/${boardId}/buttons/order`, {
        method: 'PUT',
        json: { button_ids: ids },
      }),
    onMutate: async ({ boardId, ids }) => {
      await queryClient.cancelQueries({ queryKey: boardKeys.all });
      const detail = queryClient.getQueryData<Board | null>(boardKeys.detail(boardId));
      if (detail) queryClient.setQueryData(boardKeys.detail(boardId), withOrder(detail, ids));
      return { detail };
    },
    onError: (error, { boardId }, context) => {
      if (context?.detail) queryClient.setQueryData(boardKeys.detail(boardId), context.detail);
      toast.error(`${BOARD_MESSAGES.positionsFailed} ${error.message}`);
    },
    onSettled: (_data, error) => {
      if (error) return queryClient.invalidateQueries({ queryKey: boardKeys.all });
    },
  });
}
