import { describe, expect, it } from 'vitest';
import { popularQueryOptions } from '#web/features/popular/api/get-popular.ts';
import { createQueryClient } from '#web/lib/query-client.ts';
import { boardQueryOptions } from '#web/features/boards/api/get-board.ts';
import {
  boardChoicesQueryOptions,
  boardSummariesQueryOptions,
} from '#web/features/boards/api/get-board-summaries.ts';

// Spec §7 caching policy: board queries are always stale and refetch on focus and on mount.
describe('caching policy of board queries', () => {
  it.each([
    ['board list (My Boards)', boardSummariesQueryOptions],
    ['popular list', popularQueryOptions],
  ])('%s: zero stale time, refetch on focus and mount', (_name, options) => {
    expect(options).toMatchObject({
      staleTime: 0,
      refetchOnWindowFocus: true,
      refetchOnMount: true,
    });
  });

  it('board choices (player, account): zero stale time, refetch on focus, on mount by the default', () => {
    expect(boardChoicesQueryOptions).toMatchObject({ staleTime: 0, refetchOnWindowFocus: true });
    expect(boardChoicesQueryOptions).not.toHaveProperty('refetchOnMount');
  });

  it('board: zero stale time, refetch on focus, on mount by the app-wide default', () => {
    const options = boardQueryOptions('0b6a3c8e-1f2d-4e5a-9b7c-123456789abc');
    expect(options).toMatchObject({ staleTime: 0, refetchOnWindowFocus: true });
    expect(options).not.toHaveProperty('refetchOnMount');
  });

  it('app-wide: always stale, kept 1 s, refetch on focus and mount', () => {
    expect(createQueryClient().getDefaultOptions().queries).toMatchObject({
      staleTime: 0,
      gcTime: 1000,
      refetchOnWindowFocus: true,
      refetchOnMount: true,
    });
  });
});
