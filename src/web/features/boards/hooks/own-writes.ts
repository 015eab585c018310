import type { QueryClient } from '@tanstack/react-query';

/** How long after this tab's own write a change of that board is taken for its echo. */
export const OWN_WRITE_ECHO_MS = 1500;

/** The board a mutation writes, when its variables name one (`{ boardId }`, or the id itself). */
function writtenBoard(variables: unknown): string | undefined {
  if (typeof variables === 'string') return variables;
  if (typeof variables === 'object' && variables !== null && 'boardId' in variables) {
    return typeof variables.boardId === 'string' ? variables.boardId : undefined;
  }
  return undefined;
}

/**
 * This tab's own board writes, from the query client's mutations. A change event of a board the tab is
 * writing, or wrote a moment ago, is the echo of that write: the mutation already updated the cache (a
 * reorder in place, decision 020), so refetching would only cost a round trip — or undo an optimistic state.
 */
export function watchOwnWrites(queryClient: QueryClient, now: () => number = Date.now) {
  const settledAt = new Map<string, number>();
  const unsubscribe = queryClient.getMutationCache().subscribe((event) => {
    if (event.type !== 'updated') return;
    const status: string = event.mutation.state.status;
    const board = writtenBoard(event.mutation.state.variables as unknown);
    if (board && (status === 'success' || status === 'error')) settledAt.set(board, now());
  });
  const isEcho = (boardId: string) =>
    queryClient
      .getMutationCache()
      .getAll()
      .some((m) => m.state.status === 'pending' && writtenBoard(m.state.variables) === boardId) ||
    now() - (settledAt.get(boardId) ?? -Infinity) < OWN_WRITE_ECHO_MS;
  return { isEcho, stop: unsubscribe };
}
