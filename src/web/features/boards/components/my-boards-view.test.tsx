import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOARD_SUMMARY_MESSAGES } from '#shared/board-summaries.ts';
import type { Board } from '#shared/schemas/board.ts';
import type { BoardFields, BoardSummary, BoardSummaryPage } from '#shared/schemas/board-summary.ts';
import { boardKeys } from '#web/lib/api/board-keys.ts';
import { renderWithApp, SIGNED_IN } from '#web/test/render-app.tsx';
import { sampleBoard } from '#web/test/sample-board.ts';
import { MyBoardsView } from './my-boards-view.tsx';
import { framesRunAtOnce } from '#web/test/busy-frames.ts';

function summary(id: string, name: string): BoardSummary {
  const board: Partial<Board> = sampleBoard(id, [], { name });
  delete board.soundboard_buttons;
  return { ...(board as BoardFields), button_count: 0, sound_count: 0, pads: [] };
}

const NEWER = summary('1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', 'Newer party');
const OLDEST = summary('2b3c4d5e-6f70-4b8c-9d0e-1f2a3b4c5d6e', 'Oldest party');
const CURSOR = '2026-11-01T00:00:00.000000Z~1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

const FIRST: BoardSummaryPage = { boards: [NEWER], next_cursor: CURSOR, total: 2 };

/**
 * The API as this page reads it: the first page of summaries (read again as the page mounts), `next` for the
 * page after CURSOR, and none of the user's likes. Returns the cursors the next page was asked with.
 */
function stubApi(next: () => Promise<Response>) {
  const cursors: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((path: string) => {
      const url = new URL(path, 'http://localhost');
      if (url.pathname !== '/api/boards/summaries') return Promise.resolve(json([]));
      const cursor = url.searchParams.get('cursor');
      if (!cursor) return Promise.resolve(json(FIRST));
      cursors.push(cursor);
      return next();
    }),
  );
  return cursors;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('My Boards: Load more', () => {
  it('gives focus to the first board the press brought in, even when a frame comes before React renders it', async () => {
    const last: BoardSummaryPage = { boards: [OLDEST], next_cursor: null, total: 2 };
    const cursors = stubApi(() => Promise.resolve(json(last)));
    framesRunAtOnce();
    renderWithApp(<MyBoardsView />, {
      session: SIGNED_IN,
      path: '/my-boards',
      queryData: [[boardKeys.summaries(), { pages: [FIRST], pageParams: [null] }]],
    });
    const more = screen.getByRole('button', { name: BOARD_SUMMARY_MESSAGES.loadMore });
    more.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('link', { name: 'Oldest party' });
    expect(document.getElementById('my-boards-count')).toHaveTextContent(
      BOARD_SUMMARY_MESSAGES.shown(2, 2),
    );
    expect(screen.queryByRole('button', { name: BOARD_SUMMARY_MESSAGES.loadMore })).toBeNull();
    expect(cursors).toEqual([CURSOR]);
    await waitFor(() => expect(screen.getByRole('link', { name: 'Oldest party' })).toHaveFocus());
  }, 20_000); // a busy machine renders the page slowly

  it('leaves focus where the user moved it while the page was loading', async () => {
    let answer: (response: Response) => void = () => {};
    stubApi(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderWithApp(<MyBoardsView />, {
      session: SIGNED_IN,
      path: '/my-boards',
      queryData: [[boardKeys.summaries(), { pages: [FIRST], pageParams: [null] }]],
    });
    screen.getByRole('button', { name: BOARD_SUMMARY_MESSAGES.loadMore }).focus();
    await userEvent.keyboard('{Enter}');
    const newer = screen.getByRole('link', { name: 'Newer party' });
    newer.focus();
    answer(json({ boards: [OLDEST], next_cursor: null, total: 2 }));
    await screen.findByRole('link', { name: 'Oldest party' });
    expect(newer).toHaveFocus();
  }, 20_000);
});
