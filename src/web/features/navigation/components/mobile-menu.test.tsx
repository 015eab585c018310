import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  LOG_OUT_LABEL,
  MY_PROFILE_LABEL,
  OPEN_MENU_LABEL,
  SIGNED_IN_MENU,
  VISITOR_MENU,
} from '#shared/navigation.ts';
import { renderWithApp, SIGNED_IN } from '#web/test/render-app.tsx';
import { MobileMenu } from './mobile-menu.tsx';

describe('MobileMenu', () => {
  it('opens a sheet with the visitor menu', async () => {
    renderWithApp(<MobileMenu />);
    await userEvent.click(screen.getByRole('button', { name: OPEN_MENU_LABEL }));
    const sheet = screen.getByRole('dialog');
    expect(
      within(sheet)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(VISITOR_MENU.map((item) => item.label));
    expect(within(sheet).queryByRole('button', { name: LOG_OUT_LABEL })).toBeNull();
  });

  it('opens a sheet with the signed-in menu, the e-mail and Log out', async () => {
    renderWithApp(<MobileMenu />, { session: SIGNED_IN });
    await userEvent.click(screen.getByRole('button', { name: OPEN_MENU_LABEL }));
    const sheet = screen.getByRole('dialog');
    expect(within(sheet).getByText(SIGNED_IN.user.email)).toBeInTheDocument();
    const links = within(sheet).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      ...SIGNED_IN_MENU.map((item) => item.label),
      MY_PROFILE_LABEL,
    ]);
    expect(links.at(-1)).toHaveAttribute('href', `/profile/${SIGNED_IN.user.id}`);
    expect(within(sheet).getByRole('button', { name: LOG_OUT_LABEL })).toBeInTheDocument();
  });

  it('closes when a link is chosen', async () => {
    renderWithApp(<MobileMenu />);
    await userEvent.click(screen.getByRole('button', { name: OPEN_MENU_LABEL }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Help' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
