import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MENU_LABEL, OPEN_MENU_LABEL, VISITOR_MENU } from '#shared/navigation.ts';
import { renderWithApp } from '#web/test/render-app.tsx';
import { LazyHeaderMenus } from './lazy-header-menus.tsx';

// The menus' code loads on intent (decision 023, addendum); the buttons are there from the start, and a
// click opens the menu once its code has loaded.
describe('LazyHeaderMenus', () => {
  // An idle page would run this at once: the menus must still not load without a user's intent.
  beforeEach(() => {
    vi.stubGlobal('requestIdleCallback', (run: () => void) => setTimeout(run, 0));
    vi.stubGlobal('cancelIdleCallback', (id: number) => clearTimeout(id));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('does not load the menus while the page is idle, only on a click', async () => {
    renderWithApp(<LazyHeaderMenus />);
    // Whatever loading the page would do has had time to finish: the module is in memory, idle has run.
    await import('./header-menus.tsx');
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    // The Radix trigger carries data-state; the stand-in does not.
    expect(screen.getByRole('button', { name: ACCOUNT_MENU_LABEL })).not.toHaveAttribute(
      'data-state',
    );
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens the account menu from a click on its button, with the visitor entries', async () => {
    renderWithApp(<LazyHeaderMenus />);
    await userEvent.click(screen.getByRole('button', { name: ACCOUNT_MENU_LABEL }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(VISITOR_MENU.map((item) => item.label));
  });

  it('opens the mobile menu sheet from a click on its button', async () => {
    renderWithApp(<LazyHeaderMenus />);
    await userEvent.click(screen.getByRole('button', { name: OPEN_MENU_LABEL }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });
});
