import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BoardButton } from '#shared/schemas/board.ts';
import { readJson } from '#web/lib/api/read-json.ts';
import { ownBoardsQueryKey } from './get-own-boards.ts';

export interface AssignSoundInput {
  boardId: string;
  buttonId: string;
  sound: { id: string; name: string };
}

/** Spec §7 "assign sound": PATCH the button with {sound_id, label = sound name}. */
export async function assignSound({ boardId, buttonId, sound }: AssignSoundInput) {
  const response = await fetch(
    `/api/boards/${encodeURIComponent(boardId)}/buttons/${encodeURIComponent(buttonId)}`,
    {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sound_id: sound.id, label: sound.name }),
      credentials: 'same-origin',
    },
  );
  return readJson<BoardButton>(response);
}

/** Assigns a sound to a button; every board query (the `['boards']` prefix) is refreshed afterwards. */
export function useAssignSound() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignSound,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ownBoardsQueryKey }),
  });
}
