import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOARD_MESSAGES } from '#shared/board-messages.ts';
import { HERO_BROWSE_LABEL, HERO_CTA } from '#shared/navigation.ts';
import { renderWithApp, SIGNED_IN } from '#web/test/render-app.tsx';
import HomeRoute from './home.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Home route', () => {
  it('shows a visitor the hero with the call to action to /auth in sign-up mode', () => {
    renderWithApp(<HomeRoute />);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: HERO_CTA })).toHaveAttribute(
      'href',
      '/auth?mode=signup',
    );
    expect(screen.getByRole('link', { name: HERO_BROWSE_LABEL })).toHaveAttribute(
      'href',
      '/popular',
    );
  });

  it('shows a signed-in user My Boards', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    renderWithApp(<HomeRoute />, { session: SIGNED_IN });
    // My Boards is a lazily loaded chunk too: on a loaded machine its first import takes over a second.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My Boards' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: HERO_CTA })).toBeNull();
  });

  it('shows the board player, loading, for ?board=', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    renderWithApp(<HomeRoute />, { path: '/?board=abc', session: SIGNED_IN });
    // The player is a lazily loaded chunk: on a loaded machine its first import takes over a second.
    expect(
      await screen.findByText(BOARD_MESSAGES.loadingBoards, undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(BOARD_MESSAGES.loadingBoardsHint)).toBeInTheDocument();
  });

  it('shows a spinner while the session loads', () => {
    // The session request never answers, so the session stays loading.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    renderWithApp(<HomeRoute />, { session: 'loading' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });
});
