import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BoardButton, ButtonCreate } from '#shared/schemas/board.ts';
import { boardKeys } from '#web/lib/api/board-keys.ts';
import { apiRequest } from '#web/lib/api/request.ts';

/** POST /api/boards/:id/buttons: a button in the first free cell. */
export function useAddButton() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ boardId, ...body }: ButtonCreate & { boardId: string }) =>
      apiRequest<BoardButton>(`/api/boards/${boardId}/buttons`, { method: 'POST', json: body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: boardKeys.all }),
  });
}
