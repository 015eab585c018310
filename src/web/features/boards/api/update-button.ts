import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BoardButton, ButtonUpdate } from '#shared/schemas/board.ts';
import { boardKeys } from '#web/lib/api/board-keys.ts';
import { apiRequest } from '#web/lib/api/request.ts';

interface UpdateButtonInput {
  boardId: string;
  buttonId: string;
  updates: ButtonUpdate;
}

/** PATCH /api/boards/:id/buttons/:buttonId (label, color, hotkey, sound_id, background_settings). */
export function useUpdateButton() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ boardId, buttonId, updates }: UpdateButtonInput) =>
      apiRequest<BoardButton>(`/api/boards/${boardId}/buttons/${buttonId}`, {
        method: 'PATCH',
        json: updates,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: boardKeys.all }),
  });
}
