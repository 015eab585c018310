import { useMutation, useQueryClient } from '@tanstack/react-query';
import { readJson } from '#web/lib/api/read-json.ts';
import { ownBoardsQueryKey, type PickerBoard } from './get-own-boards.ts';

/**
 * Spec §3 "Add-to-board" {boardId, soundId, soundName}: the board's first empty button gets the sound (label =
 * sound name); a board without one gets a new button in its first free cell.
 */
export async function addSoundToBoard(input: {
  board: PickerBoard;
  soundId: string;
  soundName: string;
}): Promise<void> {
  const body = JSON.stringify({ sound_id: input.soundId, label: input.soundName });
  const empty = input.board.soundboard_buttons.find((button) => button.sound_id === null);
  const base = `/api/boards/${encodeURIComponent(input.board.id)}/buttons`;
  const response = await fetch(empty ? `${base}/${encodeURIComponent(empty.id)}` : base, {
    method: empty ? 'PATCH' : 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    credentials: 'same-origin',
  });
  await readJson<unknown>(response);
}

export function useAddSoundToBoard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addSoundToBoard,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownBoardsQueryKey }),
  });
}
