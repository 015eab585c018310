import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QueryClient } from '@tanstack/react-query';
import { renderWithApp, SIGNED_IN } from '#web/test/render-app.tsx';
import { TestEventSource } from '#web/test/test-event-source.ts';
import { boardKeys } from '#web/lib/api/board-keys.ts';
import { RealtimeSync } from '../components/realtime-sync.tsx';
import { REALTIME_BATCH_MS } from './use-realtime-boards.ts';

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

const change = (board_id: string, is_public: boolean) =>
  JSON.stringify({
    table: 'soundboards',
    op: 'UPDATE',
    board_id,
    owner_id: SIGNED_IN.user.id,
    is_public,
  });

beforeEach(() => {
  TestEventSource.opened = [];
  vi.stubGlobal('EventSource', TestEventSource);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('RealtimeSync', () => {
  it("a public board's change refreshes the lists, that board and the popular list", async () => {
    const client = renderSync();
    await waitFor(() => expect(TestEventSource.opened).toHaveLength(1));
    act(() => TestEventSource.opened[0]!.send('change', change(PUBLIC_ID, true)));
    await waitFor(() =>
      expect(invalidated(client)).toEqual({
        list: true,
        detail: true,
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
        other: true,
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
    await waitFor(() => expect(invalidated(client).detail).toBe(true));
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
