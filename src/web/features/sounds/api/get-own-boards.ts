import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api/request.ts';

/** The fields of GET /api/boards the sound library's pickers read. */
export interface PickerBoard {
  id: string;
  name: string;
  soundboard_buttons: { id: string; sound_id: string | null }[];
}

/** The key the boards feature keeps its own board list under, so both stay in step. */
export const ownBoardsQueryKey = ['boards'] as const;

const ownBoardsQueryOptions = queryOptions({
  queryKey: ownBoardsQueryKey,
  queryFn: () => apiRequest<PickerBoard[]>('/api/boards'),
});

export function useOwnBoards(enabled: boolean) {
  return useQuery({ ...ownBoardsQueryOptions, enabled });
}
