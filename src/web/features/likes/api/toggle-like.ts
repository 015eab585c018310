import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { LikeResult } from '#shared/schemas/social.ts';
import { LIKE_MESSAGES } from '#shared/social-messages.ts';
import { boardKeys } from '#web/lib/api/board-keys.ts';
import { apiRequest } from '#web/lib/api/request.ts';
import { myLikesQueryKey } from './get-my-likes.ts';

interface Snapshot {
  likes: string[] | undefined;
  boards: [QueryKey, unknown][];
}

/** The mutation key of one board's like requests (one at a time per board). */
export const likeMutationKey = (boardId: string) => ['like', boardId] as const;

type WithLikes = { id: string; likes_count: number };

function isBoardLike(value: unknown): value is WithLikes {
  return typeof value === 'object' && value !== null && 'id' in value && 'likes_count' in value;
}

const holds = <K extends string>(value: unknown, key: K): value is Record<K, unknown[]> =>
  typeof value === 'object' && value !== null && Array.isArray((value as Record<K, unknown>)[key]);

/**
 * The cached board list or board with the board's likes_count moved by `delta` (never below 0). Lists come
 * as arrays, as a page of summaries (`{boards}`) or as My Boards' pages of them (`{pages}`, decision 065).
 */
export function withLikesDelta(data: unknown, boardId: string, delta: number): unknown {
  const bump = (board: WithLikes) =>
    board.id === boardId
      ? { ...board, likes_count: Math.max(0, board.likes_count + delta) }
      : board;
  if (Array.isArray(data))
    return (data as unknown[]).map((item) => (isBoardLike(item) ? bump(item) : item));
  if (holds(data, 'pages'))
    return { ...data, pages: data.pages.map((page) => withLikesDelta(page, boardId, delta)) };
  if (holds(data, 'boards'))
    return { ...data, boards: withLikesDelta(data.boards, boardId, delta) };
  return isBoardLike(data) ? bump(data) : data;
}

/**
 * PUT (like: true) / DELETE /api/boards/:id/like, optimistic (spec §4): the liked set and every cached board list and
 * board change at once, roll back on error with the spec's toast, and board lists refetch when settled.
 */
export function useToggleLike(boardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: likeMutationKey(boardId),
    mutationFn: (like: boolean) =>
      apiRequest<LikeResult>(`/api/boards/${encodeURIComponent(boardId)}/like`, {
        method: like ? 'PUT' : 'DELETE',
      }),
    onMutate: async (like: boolean): Promise<Snapshot> => {
      await Promise.all([
        queryClient.cancelQueries({ queryKey: myLikesQueryKey }),
        queryClient.cancelQueries({ queryKey: boardKeys.all }),
      ]);
      const snapshot: Snapshot = {
        likes: queryClient.getQueryData<string[]>(myLikesQueryKey),
        boards: queryClient.getQueriesData({ queryKey: boardKeys.all }),
      };
      queryClient.setQueryData<string[]>(myLikesQueryKey, (ids = []) =>
        like
          ? [...ids.filter((id) => id !== boardId), boardId]
          : ids.filter((id) => id !== boardId),
      );
      queryClient.setQueriesData({ queryKey: boardKeys.all }, (data: unknown) =>
        withLikesDelta(data, boardId, like ? 1 : -1),
      );
      return snapshot;
    },
    onError: (_error, like, snapshot) => {
      if (snapshot) {
        queryClient.setQueryData(myLikesQueryKey, snapshot.likes);
        for (const [key, data] of snapshot.boards) queryClient.setQueryData(key, data);
      }
      toast.error(like ? LIKE_MESSAGES.likeFailed : LIKE_MESSAGES.unlikeFailed);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: boardKeys.all }),
        queryClient.invalidateQueries({ queryKey: myLikesQueryKey }),
      ]),
  });
}
