import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Board } from '#shared/schemas/board.ts';
import { useBoard } from '#web/features/boards/api/get-board.ts';
import { createQueryClient } from '#web/lib/query-client.ts';
import { primeQueries, refetchPageData } from './page-data.ts';

const BOARD = {
  id: '7d0c1f7e-8a5f-4c31-9d55-2b1a4e0f9a11',
  name: 'Party',
  soundboard_buttons: [],
} as unknown as Board;

afterEach(() => vi.restoreAllMocks());

// The server read the page's data a moment ago (decision 021): the app's first mount shows it without asking
// again, and the background refetch (spec §7: data is always stale) comes once the app is idle (decision 023).
describe('page data', () => {
  it('is not refetched while the app mounts, and is refetched once asked to (at idle)', async () => {
    const requests: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
      requests.push(input instanceof Request ? input.url : input.toString());
      return Promise.resolve(Response.json({ ...BOARD, name: 'Party, renamed' }));
    });
    const client = createQueryClient();
    primeQueries(client, { visitor: true, board: BOARD });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useBoard(BOARD.id), { wrapper });
    expect(result.current.data?.name).toBe('Party');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests).toEqual([]);

    await refetchPageData(client, { visitor: true, board: BOARD });
    expect(requests).toEqual([`/api/boards/${BOARD.id}`]);
    expect(client.getQueryData<Board>(['boards', 'detail', BOARD.id])?.name).toBe('Party, renamed');
  });
});
