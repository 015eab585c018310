import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Board } from '#shared/schemas/board.ts';
import { boardKeys } from '#web/lib/api/board-keys.ts';
import { apiRequest, fileForm } from '#web/lib/api/request.ts';

/** POST /api/boards/import: a board archive becomes a new board of the user. */
export function useImportBoard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) =>
      apiRequest<Board>('/api/boards/import', { method: 'POST', form: fileForm(file) }),
    onSuccess: (board) => {
      queryClient.setQueryData(boardKeys.detail(board.id), board);
      return queryClient.invalidateQueries({ queryKey: boardKeys.all });
    },
  });
}
