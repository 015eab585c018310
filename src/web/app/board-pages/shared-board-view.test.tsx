import { screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { boardKeys } from '#web/lib/api/board-keys.ts';
import { renderWithApp } from '#web/test/render-app.tsx';
import { sampleBoard } from '#web/test/sample-board.ts';
import { SharedBoardView } from './shared-board-view.tsx';

const BOARD = sampleBoard('5e0b7c1a-2d3f-4a5b-8c6d-7e8f9a0b1c2d', ['Airhorn', 'Foghorn']);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SharedBoardView', () => {
  it('keeps showing the board when a background refetch fails (a server restart), without an error page', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const { queryClient } = renderWithApp(<SharedBoardView boardId={BOARD.id} />, {
      path: `/board/${BOARD.id}`,
      queryData: [[boardKeys.detail(BOARD.id), BOARD]],
    });
    expect(screen.getByRole('button', { name: /Airhorn/ })).toBeVisible();

    await act(() => queryClient.refetchQueries({ queryKey: boardKeys.detail(BOARD.id) }));
    await waitFor(() =>
      expect(queryClient.getQueryState(boardKeys.detail(BOARD.id))?.status).toBe('error'),
    );
    expect(screen.getByRole('button', { name: /Airhorn/ })).toBeVisible();
    expect(screen.getByRole('button', { name: /Foghorn/ })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the error with Retry when the first load fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderWithApp(<SharedBoardView boardId={BOARD.id} />, { path: `/board/${BOARD.id}` });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  });
});
