import { mkdirSync } from 'node:fs';
import { PASSWORD_MESSAGES } from '../src/shared/account-messages.ts';
import { AUTH_ERRORS } from '../src/shared/auth-errors.ts';
import { AUTH_MESSAGES, SECURITY_MESSAGES } from '../src/shared/auth-messages.ts';
import { BOARD_MESSAGES } from '../src/shared/board-messages.ts';
import { ACCOUNT_MENU_LABEL, LOG_OUT_LABEL } from '../src/shared/navigation.ts';
import { OWNER_MENU_MESSAGES as M } from '../src/shared/owner-menu-messages.ts';
import { signUpThroughApi } from './support/accounts.ts';
import { createBoardThroughApi, dismissToasts } from './support/boards.ts';
import {
  expect,
  expectHttpError,
  expectNoSeriousA11yViolations,
  settleAnimations,
  test,
  VIEWPORTS,
} from './support/test.ts';

// Focus lands where the user is after every dialog, menus start on their first item, and every "⋯" is named
// after its item (decision records 044/045 for where the pieces live).

const SHOTS = '/tmp/shots/focus-and-names';
mkdirSync(SHOTS, { recursive: true });

for (const [size, viewport] of [
  ['phone', VIEWPORTS.phone],
  ['tablet', VIEWPORTS.tablet],
  ['desktop', VIEWPORTS.desktop],
] as const) {
  test.describe(`at ${viewport.width}px`, () => {
    test.use({ viewport });

    test('a board: the ⋯ names, its menu from the keyboard, confirm delete and the floating menu give focus back', async ({
      page,
      context,
    }) => {
      await signUpThroughApi(context);
      const board = await createBoardThroughApi(page.request, 'Focus board', ['Airhorn', 'Bell']);
      await page.goto(`/?board=${board.id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Focus board' })).toBeVisible();
      await dismissToasts(page);

      // Every ⋯ on the board has its own name, after its tile.
      const menus = page.getByTestId('tile-menu');
      await expect(menus).toHaveCount(board.soundboard_buttons.length);
      const names = await menus.evaluateAll((buttons) =>
        buttons.map((button) => button.getAttribute('aria-label') ?? ''),
      );
      expect(names.every((name) => name.startsWith('More actions for '))).toBe(true);
      expect(new Set(names).size).toBe(names.length);
      expect(names).toContain(M.moreActionsFor('Airhorn'));
      expect(names).toContain(M.moreActionsFor('Bell'));

      // Opened with the keyboard, the menu starts on its first item; Escape gives focus back to the ⋯.
      const airhornMenu = page.getByRole('button', { name: M.moreActionsFor('Airhorn') });
      await airhornMenu.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('menuitem', { name: M.edit })).toBeFocused();
      await page.screenshot({ path: `${SHOTS}/tile-menu-${size}.png` });
      await page.keyboard.press('Escape');
      await expect(airhornMenu).toBeFocused();

      // By click too.
      await page.getByRole('button', { name: M.moreActionsFor('Bell') }).click();
      await expect(page.getByRole('menuitem', { name: M.edit })).toBeFocused();
      await page.keyboard.press('Escape');

      // Confirm delete: Cancel gives focus back to the ⋯ that opened it. No toast is left on screen first: one
      // still fading in is read by axe at part opacity (a contrast failure of the animation, not of the page).
      await dismissToasts(page);
      await airhornMenu.focus();
      await page.keyboard.press('Enter');
      await page.getByRole('menuitem', { name: M.delete }).click();
      const confirm = page.getByRole('alertdialog');
      await expect(confirm).toBeVisible();
      for (const colorScheme of ['dark', 'light'] as const) {
        await page.emulateMedia({ colorScheme });
        // Links fade their colours (transition-colors): axe reads them once the switch has finished.
        await settleAnimations(page);
        await page.screenshot({ path: `${SHOTS}/confirm-delete-${size}-${colorScheme}.png` });
        await expectNoSeriousA11yViolations(page);
      }
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await expect(confirm).toBeHidden();
      await expect(airhornMenu).toBeFocused();

      // The floating menu's Record: its drawer opens on the first field; closing it returns to the toggle.
      const toggle = page.getByRole('button', { name: 'Open actions' });
      await toggle.click();
      await page.getByRole('button', { name: 'Record' }).click();
      const drawer = page.getByRole('dialog', { name: 'Record Sound' });
      await expect(drawer.getByRole('textbox', { name: 'Sound name' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(toggle).toBeFocused();

      // New Board: opens with focus in its name field, Escape returns to the toggle.
      await toggle.click();
      await page.getByRole('button', { name: BOARD_MESSAGES.newBoard }).click();
      const create = page.getByRole('dialog', { name: BOARD_MESSAGES.createDialogTitle });
      await expect(create.getByRole('textbox').first()).toBeFocused();
      await page.screenshot({ path: `${SHOTS}/new-board-${size}.png` });
      await page.keyboard.press('Escape');
      await expect(create).toBeHidden();
      await expect(toggle).toBeFocused();

      // Typing goes into the name and Enter creates the board (it does not close the dialog unsaved).
      await toggle.click();
      await page.getByRole('button', { name: BOARD_MESSAGES.newBoard }).click();
      await page.keyboard.type('Typed board');
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { level: 1, name: 'Typed board' })).toBeVisible();
      await expect(create).toBeHidden();
      // Focus lands on the new board's heading.
      await expect(page.getByRole('heading', { level: 1, name: 'Typed board' })).toBeFocused();
      // The "created" toast is read by axe once gone: fading in, its text is at part opacity.
      await dismissToasts(page);
      await expectNoSeriousA11yViolations(page);
    });

    test('the account page: 2FA set-up and password change cancel give focus back; the old error goes; logging out says so', async ({
      page,
      context,
    }) => {
      await signUpThroughApi(context);
      await page.goto('/my-account');

      const totp = page.getByRole('button', { name: SECURITY_MESSAGES.enrolTotp });
      await totp.click();
      await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
      await page.getByRole('button', { name: 'Cancel' }).click();
      await expect(totp).toBeFocused();

      const change = page.getByRole('button', { name: `${PASSWORD_MESSAGES.changeSubmit}…` });
      await change.click();
      const current = page.getByLabel(PASSWORD_MESSAGES.currentPassword);
      await current.fill('not my password at all');
      await page.getByLabel(PASSWORD_MESSAGES.newPassword).fill('a brand new long passphrase');
      expectHttpError(page, /^\/api\//, 400);
      expectHttpError(page, /^\/api\//, 401);
      expectHttpError(page, /^\/api\//, 403);
      await page.getByRole('button', { name: PASSWORD_MESSAGES.changeSubmit, exact: true }).click();
      const wrong = AUTH_ERRORS.INVALID_PASSWORD!.message;
      await expect(current).toHaveAccessibleDescription(wrong);
      for (const colorScheme of ['dark', 'light'] as const) {
        await page.emulateMedia({ colorScheme });
        // Links fade their colours (transition-colors): axe reads them once the switch has finished.
        await settleAnimations(page);
        await page.screenshot({ path: `${SHOTS}/password-error-${size}-${colorScheme}.png` });
        await expectNoSeriousA11yViolations(page);
      }
      // Editing the field clears the server's answer to the last try.
      await current.fill('another guess');
      await expect(page.getByText(wrong)).toHaveCount(0);
      await expect(current).not.toHaveAttribute('aria-invalid', 'true');
      await page.getByRole('button', { name: 'Cancel' }).click();
      await expect(change).toBeFocused();

      if (size === 'desktop') {
        await page.getByRole('button', { name: ACCOUNT_MENU_LABEL }).click();
        await expect(page.getByRole('menuitem').first()).toBeFocused();
        await page.getByRole('menuitem', { name: LOG_OUT_LABEL }).click();
      } else {
        // Phones log out from Account Settings (the header's account menu is hidden there).
        await page.getByRole('button', { name: AUTH_MESSAGES.logout }).click();
      }
      await expect(page.getByText(AUTH_MESSAGES.signedOut)).toBeVisible();
      // axe reads the toast once it has faded in. The pointer rests on it, as a reader's would: Sonner holds
      // a toast while hovered, so it does not start fading out (after 4 s) during the checks of a slow run.
      const toast = page.locator('[data-sonner-toast]').first();
      await toast.hover();
      await expect(toast).toHaveCSS('opacity', '1');
      await page.screenshot({ path: `${SHOTS}/logged-out-${size}.png` });
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        // Links fade their colours (transition-colors): axe reads them once the switch has finished.
        await settleAnimations(page);
        await expectNoSeriousA11yViolations(page);
      }
    });

    test('My Boards: each board card ⋯ is named after its board, and its delete confirmation gives focus back', async ({
      page,
      context,
    }) => {
      await signUpThroughApi(context);
      await createBoardThroughApi(page.request, 'First');
      await createBoardThroughApi(page.request, 'Second');
      await page.goto('/my-boards');
      const first = page.getByRole('button', { name: M.moreActionsFor('First') });
      await expect(first).toBeVisible();
      await expect(page.getByRole('button', { name: M.moreActionsFor('Second') })).toBeVisible();
      await first.click();
      await expect(page.getByRole('menuitem', { name: M.edit })).toBeFocused();
      await page.getByRole('menuitem', { name: M.delete }).click();
      const confirm = page.getByRole('alertdialog');
      await expect(confirm).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(confirm).toBeHidden();
      await expect(first).toBeFocused();
    });
  });
}
