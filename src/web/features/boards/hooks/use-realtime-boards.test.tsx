import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QueryClient } from '@tanstack/react-query';
import { renderWithApp, SIGNED_IN } from '#web/test/render-app.tsx';
import { TestEventSource } from '#web/test/test-event-source.ts';
import { boardKeys } from '#web/lib/api/board-keys.ts';
import { RealtimeSync } from '../components/realtime-sync.tsx';
import { POPULAR_REFRESH_MS, REALTIME_BATCH_MS } from './use-realtime-boards.ts';

const PUBLIC_ID = '0b6a3c8e-1f2d-4e5a-9b7c-000000000001';
const OTHER_ID = '0b6a3c8e-1f2d-4e5a-9b7c-000000000002';
const KEYS = {
  list: boardKeys.list(),
  detail: boardKeys.detail(PUBLIC_ID),
  other: boardKeys.detail(OTHER_ID),
  popular: boardKeys.popular(12),
};

function renderSync() {
  const { queryClient } = renderWithApp(<RealtimeSync />, {
    session: SIGNED_IN,
    queryData: [
      [KEYS.list, []],
      [KEYS.detail, { id: PUBLIC_ID }],
      [KEYS.other, { id: OTHER_ID }],
      [KEYS.popular, [{ id: PUBLIC_ID }]],
    ],
  });
  return queryClient;
}

const invalidated = (client: QueryClient) =>
  Object.fromEntries(
    Object.entries(KEYS).map(([name, key]) => [name, client.getQueryState(key)?.isInvalidated]),
  );

const STRANGER = '1c9f1c2e-4b1a-4c3d-9e8f-0a1b2c3d4e5f';
const NOT_SHOWN_ID = '0b6a3c8e-1f2d-4e5a-9b7c-000000000003';

const change = (board_id: string, is_public: boolean, owner_id: string = SIGNED_IN.user.id) =>
  JSON.stringify({
    table: 'soundboards',
    op: 'UPDATE',
    board_id,
    owner_id,
    is_public,
  });

const boardEvent = (board_id: string, view: string, name: string, owner_id: string) =>
  JSON.stringify({ board_id, owner_id, is_public: true, view, document: { id: board_id, name } });

beforeEach(() => {
  TestEventSource.opened = [];
  vi.stubGlobal('EventSource', TestEventSource);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('RealtimeSync', () => {
  it("a public board's change refreshes the lists and the popular list, not the board", async () => {
    const client = renderSync();
    await waitFor(() => expect(TestEventSource.opened).toHaveLength(1));
    act(() => TestEventSource.opened[0]!.send('change', change(PUBLIC_ID, true)));
    await waitFor(() =>
      expect(invalidated(client)).toEqual({
        list: true,
        detail: false,
        other: false,
        popular: true,
      }),
    );
  });

  it("a private board's change leaves the popular list alone unless it holds the board", async () => {
    const client = renderSync();
    await waitFor(() => expect(TestEventSource.opened).toHaveLength(1));
    act(() => TestEventSource.opened[0]!.send('change', change(OTHER_ID, false)));
    await waitFor(() =>
      expect(invalidated(client)).toEqual({
        list: true,
        detail: false,
        other: false,
        popular: false,
      }),
    );
    // Made private: it was on the popular list, which must drop it.
    act(() => TestEventSource.opened[0]!.send('change', change(PUBLIC_ID, false)));
    await waitFor(() => expect(invalidated(client).popular).toBe(true));
  });

  it("skips the echo of this tab's own write, not another user's change of the board", async () => {
    const client = renderSync();
    await waitFor(() => expect(TestEventSource.opened).toHaveLength(1));
    // This tab is saving a new order of its own board.
    const reorder = client
      .getMutationCache()
      .build(client, { mutationFn: () => new Promise<void>(() => undefined) });
    void reorder.execute({ boardId: PUBLIC_ID, ids: [] });
    act(() => TestEventSource.opened[0]!.send('change', change(PUBLIC_ID, true)));
    await new Promise((resolve) => setTimeout(resolve, REALTIME_BATCH_MS * 2));
    expect(invalidated(client)).toEqual({
      list: false,
      detail: false,
      other: false,
      popular: false,
    });

    // The same board changed by someone else (here: another owner id) is no echo.
    const foreign = JSON.stringify({
      ...(JSON.parse(change(PUBLIC_ID, true)) as object),
      owner_id: '1c9f1c2e-4b1a-4c3d-9e8f-0a1b2c3d4e5f',
    });
    act(() => TestEventSource.opened[0]!.send('change', foreign));
    act(() =>
      TestEventSource.opened[0]!.send(
        'board',
        boardEvent(PUBLIC_ID, 'visitor', 'Renamed', '1c9f1c2e-4b1a-4c3d-9e8f-0a1b2c3d4e5f'),
      ),
    );
    await waitFor(() =>
      expect(client.getQueryData(KEYS.detail)).toMatchObject({ name: 'Renamed' }),
    );
  });

  // Issue 32 point 1 (decision 069): an edit reaches a thousand viewers in its event, not by a thousand refetches.
  it("puts a board event's document in the cache without a request", async () => {
    const client = renderSync();
    await waitFor(() => expect(TestEventSource.opened).toHaveLength(1));
    act(() => TestEventSource.opened[0]!.send('change', change(OTHER_ID, true, STRANGER)));
    act(() =>
      TestEventSource.opened[0]!.send(
        'board',
        boardEvent(OTHER_ID, 'visitor', 'New label', STRANGER),
      ),
    );
    await waitFor(() =>
      expect(client.getQueryData(KEYS.other)).toMatchObject({ name: 'New label' }),
    );
    expect(client.getQueryState(KEYS.other)?.isInvalidated).toBe(false);
    // The owner keeps the owner's view: a visitor view of their own board is not theirs to take.
    act(() =>
      TestEventSource.opened[0]!.send(
        'board',
        boardEvent(OTHER_ID, 'visitor', 'Own', SIGNED_IN.user.id),
      ),
    );
    act(() =>
      TestEventSource.opened[0]!.send(
        'board',
        boardEvent(OTHER_ID, 'owner', 'Owner view', SIGNED_IN.user.id),
      ),
    );
    await waitFor(() =>
      expect(client.getQueryData(KEYS.other)).toMatchObject({ name: 'Owner view' }),
    );
    // A document too big to send: one refetch.
    act(() =>
      TestEventSource.opened[0]!.send(
        'board_stale',
        JSON.stringify({ board_id: OTHER_ID, owner_id: STRANGER, is_public: true }),
      ),
    );
    await waitFor(() => expect(client.getQueryState(KEYS.other)?.isInvalidated).toBe(true));
  });

  // Issue 32: anyone's like on any public board made every signed-in My Boards page refetch its own list and
  // the popular list, about 1.5 times a second.
  it("another user's public board leaves the own list alone", async () => {
    const client = renderSync();
    await waitFor(() => expect(TestEventSource.opened).toHaveLength(1));
    act(() => TestEventSource.opened[0]!.send('change', change(PUBLIC_ID, true, STRANGER)));
    await waitFor(() => expect(invalidated(client).popular).toBe(true));
    expect(invalidated(client)).toEqual({
      list: false,
      detail: false,
      other: false,
      popular: true,
    });
  });

  it('refreshes the popular list at most once per POPULAR_REFRESH_MS for boards it does not show', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const client = renderSync();
      await waitFor(() => expect(TestEventSource.opened).toHaveLength(1));
      const invalidate = vi.spyOn(client, 'invalidateQueries');
      const refreshes = () =>
        invalidate.mock.calls.filter(
          ([filters]) => JSON.stringify(filters?.queryKey) === JSON.stringify(boardKeys.popularAll),
        ).length;
      // A burst of likes on a public board the list does not show: one refresh now, one after the window.
      for (let i = 0; i < 20; i++) {
        act(() => TestEventSource.opened[0]!.send('change', change(NOT_SHOWN_ID, true, STRANGER)));
        await act(() => vi.advanceTimersByTimeAsync(REALTIME_BATCH_MS + 50));
      }
      expect(refreshes()).toBeLessThanOrEqual(2);
      await act(() => vi.advanceTimersByTimeAsync(POPULAR_REFRESH_MS));
      expect(refreshes()).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a resync refreshes every board query', async () => {
    const client = renderSync();
    await waitFor(() => expect(TestEventSource.opened).toHaveLength(1));
    act(() => TestEventSource.opened[0]!.send('resync'));
    expect(invalidated(client)).toEqual({ list: true, detail: true, other: true, popular: true });
  });

  it('closes the stream when unmounted', async () => {
    const { unmount } = renderWithApp(<RealtimeSync />, { session: null });
    await waitFor(() => expect(TestEventSource.opened).toHaveLength(1));
    unmount();
    expect(TestEventSource.opened[0]!.closed).toBe(true);
  });
});
