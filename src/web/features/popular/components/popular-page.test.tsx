import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { POPULAR_MESSAGES } from '#shared/social-messages.ts';
import { renderWithApp, SIGNED_IN } from '#web/test/render-app.tsx';
import { popularBoard } from '#web/test/popular-boards.ts';
import { PopularPage } from './popular-page.tsx';

const board = (n: number, likes_count: number) => popularBoard(n, { likes_count });

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Answers GET /api/boards/popular from `answers` in turn (the last one repeats). */
function network(...answers: (() => Promise<Response>)[]) {
  let call = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      if (url === '/api/me/likes') return Promise.resolve(json([]));
      if (!url.startsWith('/api/boards/popular?limit=12')) return Promise.reject(new Error(url));
      const answer = answers[Math.min(call++, answers.length - 1)]!;
      return answer();
    }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PopularPage', () => {
  it('shows the title, subtitle and skeletons while loading', () => {
    network(() => new Promise<Response>(() => undefined));
    renderWithApp(<PopularPage />);
    expect(screen.getByRole('heading', { level: 1, name: POPULAR_MESSAGES.title })).toBeVisible();
    expect(screen.getByText(POPULAR_MESSAGES.subtitle)).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(POPULAR_MESSAGES.loading);
  });

  it('lists the boards in the server order with like controls and links by the link rule', async () => {
    network(() => Promise.resolve(json([board(1, 9), board(2, 4)])));
    renderWithApp(<PopularPage />);
    const list = await screen.findByRole('list', { name: POPULAR_MESSAGES.title });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Board 1',
      'Board 2',
    ]);
    expect(within(items[0]!).getByRole('button', { name: 'Like Board 1, 9 likes' })).toBeVisible();
    expect(items[1]).toHaveTextContent('2 sounds · @maker2');
    expect(within(items[0]!).getByRole('link')).toHaveAttribute('href', `/board/${board(1, 9).id}`);
  });

  it('links a signed-in user to the player', async () => {
    network(() => Promise.resolve(json([board(1, 9)])));
    renderWithApp(<PopularPage />, { session: SIGNED_IN });
    const list = await screen.findByRole('list', { name: POPULAR_MESSAGES.title });
    expect(within(list).getByRole('link')).toHaveAttribute('href', `/?board=${board(1, 9).id}`);
  });

  it('shows the empty state', async () => {
    network(() => Promise.resolve(json([])));
    renderWithApp(<PopularPage />);
    expect(await screen.findByText(POPULAR_MESSAGES.empty)).toBeVisible();
  });

  it('shows the failure texts and loads again on Retry', async () => {
    network(
      () => Promise.resolve(json({ error: { code: 'unavailable', message: 'down' } }, 503)),
      () => Promise.resolve(json([board(3, 1)])),
    );
    renderWithApp(<PopularPage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(POPULAR_MESSAGES.loadFailed);
    expect(alert).toHaveTextContent(POPULAR_MESSAGES.tryLater);
    await userEvent.click(within(alert).getByRole('button', { name: POPULAR_MESSAGES.retry }));
    expect(await screen.findByRole('heading', { name: 'Board 3' })).toBeVisible();
  });
});
