import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QueryClient } from '@tanstack/react-query';
import { renderWithApp, SIGNED_IN } from '#web/test/render-app.tsx';
import { TestEventSource } from '#web/test/test-event-source.ts';
import { boardKeys } from '../api/board-keys.ts';
import { RealtimeSync } from '../components/realtime-sync.tsx';

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
    expect(invalidated(client)).toEqual({ list: true, detail: true, other: false, popular: true });
  });

  it("a private board's change leaves the popular list alone unless it holds the board", async () => {
    const client = renderSync();
    await waitFor(() => expect(TestEventSource.opened).toHaveLength(1));
    act(() => TestEventSource.opened[0]!.send('change', change(OTHER_ID, false)));
    expect(invalidated(client)).toEqual({ list: true, detail: false, other: true, popular: false });
    // Made private: it was on the popular list, which must drop it.
    act(() => TestEventSource.opened[0]!.send('change', change(PUBLIC_ID, false)));
    expect(invalidated(client).popular).toBe(true);
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
