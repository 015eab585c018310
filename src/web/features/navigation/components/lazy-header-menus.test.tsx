import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MENU_LABEL, OPEN_MENU_LABEL, VISITOR_MENU } from '#shared/navigation.ts';
import { renderWithApp } from '#web/test/render-app.tsx';
import { LazyHeaderMenus } from './lazy-header-menus.tsx';

// The menus' code loads after the first render (decision 023); the buttons are there from the start, and a
// click that comes before the code opens the menu once it has loaded.
describe('LazyHeaderMenus', () => {
  // The page never goes idle here: the menus' code loads because of the click.
  beforeEach(() => {
    vi.stubGlobal('requestIdleCallback', () => 0);
    vi.stubGlobal('cancelIdleCallback', () => undefined);
  });
  afterEach(() => vi.unstubAllGlobals());

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
