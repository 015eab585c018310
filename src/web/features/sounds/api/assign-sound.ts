import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BoardButton, ButtonUpdate } from '#shared/schemas/board.ts';
import { apiRequest } from '#web/lib/api/request.ts';
import { ownBoardsQueryKey } from './get-own-boards.ts';

interface AssignSoundInput {
  boardId: string;
  buttonId: string;
  sound: { id: string; name: string };
}

/** Spec §7 "assign sound": PATCH the button with {sound_id, label = sound name}. */
function assignSound({ boardId, buttonId, sound }: AssignSoundInput) {
  return apiRequest<BoardButton>(
    `/api/boards/${encodeURIComponent(boardId)}/buttons/${encodeURIComponent(buttonId)}`,
    { method: 'PATCH', json: { sound_id: sound.id, label: sound.name } satisfies ButtonUpdate },
  );
}

/** Assigns a sound to a button; every board query (the `['boards']` prefix) is refreshed afterwards. */
export function useAssignSound() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignSound,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ownBoardsQueryKey }),
  });
}
