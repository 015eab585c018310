import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BoardButton, ButtonUpdate } from '#shared/schemas/board.ts';
import { apiRequest } from '#web/lib/api/request.ts';
import { ownBoardsQueryKey, type PickerBoard } from './get-own-boards.ts';

/**
 * Spec §3 "Add-to-board" {boardId, soundId, soundName}: the board's first empty button gets the sound (label =
 * sound name); a board without one gets a new button in its first free cell.
 */
async function addSoundToBoard(input: {
  board: PickerBoard;
  soundId: string;
  soundName: string;
}): Promise<void> {
  const empty = input.board.soundboard_buttons.find((button) => button.sound_id === null);
  const base = `/api/boards/${encodeURIComponent(input.board.id)}/buttons` as const;
  await apiRequest<BoardButton>(empty ? `${base}/${encodeURIComponent(empty.id)}` : base, {
    method: empty ? 'PATCH' : 'POST',
    json: { sound_id: input.soundId, label: input.soundName } satisfies ButtonUpdate,
  });
}

export function useAddSoundToBoard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addSoundToBoard,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownBoardsQueryKey }),
  });
}
