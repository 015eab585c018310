import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_MENU_LABEL,
  LOG_OUT_LABEL,
  MY_PROFILE_LABEL,
  SIGNED_IN_MENU,
  VISITOR_MENU,
} from '#shared/navigation.ts';
import { profilePath } from '#shared/routes.ts';
import { renderWithApp, SIGNED_IN } from '#web/test/render-app.tsx';
import { AccountDropdown } from './account-dropdown.tsx';

async function openMenu() {
  await userEvent.click(screen.getByRole('button', { name: ACCOUNT_MENU_LABEL }));
  return screen.getByRole('menu');
}

describe('AccountDropdown', () => {
  it('lists the visitor menu', async () => {
    renderWithApp(<AccountDropdown />);
    const menu = await openMenu();
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual(
      VISITOR_MENU.map((entry) => [entry.label, entry.to]),
    );
    expect(items.map((item) => item.getAttribute('href'))).toContain('/auth?mode=signup');
  });

  it('lists the signed-in menu with the e-mail, My Profile and Log out', async () => {
    renderWithApp(<AccountDropdown />, { session: SIGNED_IN });
    const menu = await openMenu();
    expect(within(menu).getByText(SIGNED_IN.user.email)).toBeInTheDocument();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent?.trim()),
    ).toEqual([...SIGNED_IN_MENU.map((entry) => entry.label), MY_PROFILE_LABEL, LOG_OUT_LABEL]);
    expect(within(menu).getByRole('menuitem', { name: MY_PROFILE_LABEL })).toHaveAttribute(
      'href',
      profilePath(SIGNED_IN.user.id),
    );
  });

  it('closes with Escape and gives focus back to the avatar', async () => {
    renderWithApp(<AccountDropdown />);
    await openMenu();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.getByRole('button', { name: ACCOUNT_MENU_LABEL })).toHaveFocus();
  });
});
