import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIKE_MESSAGES } from '#shared/social-messages.ts';
import type { Board } from '#shared/schemas/board.ts';
import { apiRequest } from '#web/lib/api/request.ts';
import { boardKeys } from '#web/lib/api/board-keys.ts';
import { renderWithApp, SIGNED_IN } from '#web/test/render-app.tsx';
import { myLikesQueryKey } from '../api/get-my-likes.ts';
import { LikeButton } from './like-button.tsx';

const BOARD_ID = '0b6a3c8e-1f2d-4e5a-9b7c-123456789abc';
const board = (likes_count: number, is_public = true) => ({
  id: BOARD_ID,
  name: 'Party board',
  is_public,
  likes_count,
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * The network: board list and liked ids as the server keeps them; a like request waits for `answer()` so
 * the test sees the optimistic state before the reply.
 */
function network(server: { likes: string[]; count: number }) {
  let answer: (response: Response) => void = () => undefined;
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      if (url === '/api/boards') return Promise.resolve(json([board(server.count)]));
      if (url === '/api/me/likes') return Promise.resolve(json(server.likes));
      if (url === `/api/boards/${BOARD_ID}/like` && init?.method)
        return new Promise<Response>((resolve) => (answer = resolve));
      return Promise.resolve(json({ error: { code: 'not_found', message: 'no' } }, 404));
    }),
  );
  return { reply: (response: Response) => answer(response) };
}

/** The liked list's request held until the returned function answers it with the server's list. */
function holdLikedList(server: { likes: string[] }) {
  let arrive: () => void = () => undefined;
  const answers = vi.mocked(fetch).getMockImplementation()!;
  vi.mocked(fetch).mockImplementation((url, init) =>
    url === '/api/me/likes'
      ? new Promise<Response>((resolve) => (arrive = () => resolve(json(server.likes))))
      : answers(url, init),
  );
  return () => arrive();
}

/** The like control as a board list shows it, fed by the cached list (the board list's key and request). */
function ListedBoard() {
  const boards = useQuery({
    queryKey: boardKeys.list(),
    queryFn: () => apiRequest<Board[]>('/api/boards'),
    staleTime: 0,
  });
  const first = boards.data?.[0];
  return first ? <LikeButton board={first} /> : null;
}

function renderListed({ likes, count }: { likes: string[]; count: number }) {
  return renderWithApp(
    <>
      <ListedBoard />
      <Toaster />
    </>,
    {
      session: SIGNED_IN,
      queryData: [
        [boardKeys.list(), [board(count)]],
        [myLikesQueryKey, likes],
      ],
    },
  );
}

const likeControl = () => screen.getByRole('button', { name: /^Like Party board/ });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LikeButton', () => {
  it('likes at once (pressed, count + 1) and keeps it when the server agrees', async () => {
    const server = { likes: [] as string[], count: 3 };
    const net = network(server);
    renderListed(server);
    expect(likeControl()).toHaveAttribute('aria-pressed', 'false');
    expect(likeControl()).toHaveAccessibleName('Like Party board, 3 likes');

    await userEvent.click(likeControl());
    expect(likeControl()).toHaveAttribute('aria-pressed', 'true');
    expect(likeControl()).toHaveAccessibleName('Like Party board, 4 likes');

    server.likes = [BOARD_ID];
    server.count = 4;
    net.reply(json({ likes_count: 4 }));
    await waitFor(() => expect(fetch).toHaveBeenCalledWith('/api/me/likes', expect.anything()));
    expect(likeControl()).toHaveAttribute('aria-pressed', 'true');
    expect(likeControl()).toHaveAccessibleName('Like Party board, 4 likes');
  });

  it('rolls an unlike back on failure with the spec toast', async () => {
    const server = { likes: [BOARD_ID], count: 5 };
    const net = network(server);
    renderListed(server);
    expect(likeControl()).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(likeControl());
    expect(likeControl()).toHaveAttribute('aria-pressed', 'false');
    expect(likeControl()).toHaveAccessibleName('Like Party board, 4 likes');

    net.reply(json({ error: { code: 'unavailable', message: 'Database unavailable' } }, 503));
    expect(await screen.findByText(LIKE_MESSAGES.unlikeFailed)).toBeInTheDocument();
    expect(likeControl()).toHaveAttribute('aria-pressed', 'true');
    expect(likeControl()).toHaveAccessibleName('Like Party board, 5 likes');
  });

  it('rolls a like back on failure with the spec toast', async () => {
    const server = { likes: [] as string[], count: 0 };
    const net = network(server);
    renderListed(server);
    await userEvent.click(likeControl());
    expect(likeControl()).toHaveAccessibleName('Like Party board, 1 like');
    net.reply(json({ error: { code: 'unavailable', message: 'Database unavailable' } }, 503));
    expect(await screen.findByText(LIKE_MESSAGES.likeFailed)).toBeInTheDocument();
    expect(likeControl()).toHaveAttribute('aria-pressed', 'false');
    expect(likeControl()).toHaveAccessibleName('Like Party board, 0 likes');
  });

  it('a click while the liked list is still loading is kept and sent once it has arrived', async () => {
    const server = { likes: [] as string[], count: 3 };
    const net = network(server);
    const likesArrive = holdLikedList(server);
    renderWithApp(
      <>
        <ListedBoard />
        <Toaster />
      </>,
      { session: SIGNED_IN, queryData: [[boardKeys.list(), [board(3)]]] },
    );
    await userEvent.click(likeControl());
    // Shown at once; nothing is sent before the list says whether the board is liked already.
    expect(likeControl()).toHaveAttribute('aria-pressed', 'true');
    const likeRequests = () =>
      vi
        .mocked(fetch)
        .mock.calls.filter(([url, init]) => url === `/api/boards/${BOARD_ID}/like` && init?.method);
    expect(likeRequests()).toHaveLength(0);

    likesArrive();
    await waitFor(() => expect(likeRequests()).toHaveLength(1));
    expect(likeRequests()[0]![1]!.method).toBe('PUT');
    expect(likeControl()).toHaveAccessibleName('Like Party board, 4 likes');
    net.reply(json({ likes_count: 4 }));
    await waitFor(() => expect(likeControl()).toHaveAttribute('aria-pressed', 'true'));
  });

  it('a like kept while the list loaded sends nothing when the board was liked already', async () => {
    const server = { likes: [BOARD_ID], count: 3 };
    network(server);
    const likesArrive = holdLikedList(server);
    renderWithApp(<ListedBoard />, {
      session: SIGNED_IN,
      queryData: [[boardKeys.list(), [board(3)]]],
    });
    await userEvent.click(likeControl());
    likesArrive();
    await waitFor(() =>
      expect(vi.mocked(fetch)).toHaveBeenCalledWith('/api/me/likes', expect.anything()),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(likeControl()).toHaveAttribute('aria-pressed', 'true');
    expect(likeControl()).toHaveAccessibleName('Like Party board, 3 likes');
    expect(
      vi
        .mocked(fetch)
        .mock.calls.filter(([url, init]) => url === `/api/boards/${BOARD_ID}/like` && init?.method),
    ).toHaveLength(0);
  });

  it('tells a visitor to log in and sends nothing', async () => {
    network({ likes: [], count: 2 });
    renderWithApp(
      <>
        <LikeButton board={board(2)} />
        <Toaster />
      </>,
    );
    await userEvent.click(likeControl());
    expect(await screen.findByText(LIKE_MESSAGES.loginRequired)).toBeInTheDocument();
    expect(likeControl()).toHaveAttribute('aria-pressed', 'false');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows no like control on a private board', () => {
    renderWithApp(<LikeButton board={board(2, false)} />, { session: SIGNED_IN });
    expect(screen.queryByRole('button')).toBeNull();
  });
});
