import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { POPULAR_STRIP_COUNT } from '#shared/limits.ts';
import { POPULAR_MESSAGES } from '#shared/social-messages.ts';
import { popularBoard } from '#web/test/popular-boards.ts';
import { renderWithApp, SIGNED_IN } from '#web/test/render-app.tsx';
import { PopularStrip } from './popular-strip.tsx';

const BOARDS = Array.from({ length: 8 }, (_, n) => popularBoard(n, { likes_count: 20 - n }));

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PopularStrip', () => {
  it('shows the first 6 popular boards, liked ones pressed, each opening in the player', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) =>
        Promise.resolve(json(url === '/api/me/likes' ? [BOARDS[1]!.id] : BOARDS)),
      ),
    );
    renderWithApp(<PopularStrip />, { session: SIGNED_IN });
    const list = await screen.findByRole('list', { name: POPULAR_MESSAGES.title });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(POPULAR_STRIP_COUNT);
    expect(within(items[0]!).getByRole('link')).toHaveAttribute('href', `/?board=${BOARDS[0]!.id}`);
    expect(
      await within(items[1]!).findByRole('button', {
        name: 'Like Board 1, 19 likes',
        pressed: true,
      }),
    ).toBeVisible();
    expect(within(items[0]!).getByRole('button', { name: /^Like Board 0/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});
