import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { POPULAR_MESSAGES } from '#shared/social-messages.ts';
import { popularBoard } from '#web/test/popular-boards.ts';
import { currentLocation, renderWithApp } from '#web/test/render-app.tsx';
import { VisitorHome } from './visitor-home.tsx';

const BOARDS = [1, 2, 3, 4].map((n) => popularBoard(n, { likes_count: 10 - n }));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('VisitorHome', () => {
  it('shows the selector, the hero and the carousel of popular boards with labelled arrows', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(JSON.stringify(BOARDS), { headers: { 'content-type': 'application/json' } }),
        ),
      ),
    );
    renderWithApp(<VisitorHome />);
    expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
    const carousel = screen.getByRole('region', { name: POPULAR_MESSAGES.title });
    const slides = await within(carousel).findAllByRole('listitem');
    expect(slides).toHaveLength(4);
    expect(slides[0]).toHaveAccessibleName(POPULAR_MESSAGES.slide(1, 4));
    expect(within(carousel).getByRole('button', { name: POPULAR_MESSAGES.previous })).toBeVisible();
    expect(within(carousel).getByRole('button', { name: POPULAR_MESSAGES.next })).toBeVisible();
    expect(within(slides[0]!).getByRole('link')).toHaveAttribute('href', `/board/${BOARDS[0]!.id}`);

    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: POPULAR_MESSAGES.selectorLabel }),
      'Board 3',
    );
    expect(currentLocation()).toBe(`/board/${BOARDS[2]!.id}`);
  });
});
