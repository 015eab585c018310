import { queryOptions, useQuery } from '@tanstack/react-query';
import { readJson } from '#web/lib/api/read-json.ts';

/** The fields of GET /api/boards the sound library's pickers read. */
export interface PickerBoard {
  id: string;
  name: string;
  soundboard_buttons: { id: string; sound_id: string | null }[];
}

/** The key the boards feature keeps its own board list under, so both stay in step. */
export const ownBoardsQueryKey = ['boards'] as const;

export const ownBoardsQueryOptions = queryOptions({
  queryKey: ownBoardsQueryKey,
  queryFn: async () =>
    readJson<PickerBoard[]>(await fetch('/api/boards', { credentials: 'same-origin' })),
});

export function useOwnBoards(enabled: boolean) {
  return useQuery({ ...ownBoardsQueryOptions, enabled });
}
