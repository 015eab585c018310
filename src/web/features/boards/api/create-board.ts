import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BOARD_LIST_REFETCH_AFTER_CREATE_MS } from '#shared/limits.ts';
import type { Board } from '#shared/schemas/board.ts';
import { boardKeys } from '#web/lib/api/board-keys.ts';
import { apiRequest, fileForm } from '#web/lib/api/request.ts';

interface CreateBoardInput {
  name: string;
  description: string;
  backgroundFile: File | null;
}

interface CreateBoardResult {
  board: Board;
  /** Why the background could not be stored; the board exists regardless. */
  backgroundError: string | null;
}

/** Spec §7 "Create board": the board (with its 2×4 buttons), then the optional background. */
async function createBoard(input: CreateBoardInput): Promise<CreateBoardResult> {
  const board = await apiRequest<Board>('/api/boards', {
    method: 'POST',
    json: { name: input.name.trim(), description: input.description.trim() },
  });
  if (!input.backgroundFile) return { board, backgroundError: null };
  try {
    const withBackground = await apiRequest<Board>(`/api/boards/${board.id}/background`, {
      method: 'PUT',
      form: fileForm(input.backgroundFile),
    });
    return { board: withBackground, backgroundError: null };
  } catch (error) {
    return { board, backgroundError: error instanceof Error ? error.message : String(error) };
  }
}

export function useCreateBoard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBoard,
    onSuccess: ({ board }) => {
      queryClient.setQueryData(boardKeys.detail(board.id), board);
      setTimeout(() => {
        void queryClient.invalidateQueries({ queryKey: boardKeys.all });
      }, BOARD_LIST_REFETCH_AFTER_CREATE_MS);
    },
  });
}
