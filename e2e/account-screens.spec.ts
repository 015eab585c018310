import path from 'node:path';
import type { Page } from '@playwright/test';
import { PASSWORD_MESSAGES } from '../src/shared/account-messages.ts';
import { AUTH_MESSAGES } from '../src/shared/auth-messages.ts';
import { signUpThroughApi } from './support/accounts.ts';
import { expect, expectNoSeriousA11yViolations, test, VIEWPORTS } from './support/test.ts';

const SCREENS = path.resolve(import.meta.dirname, '.output/screens');

/** The account screens of decision 011 (sign-up, passwords, mailed links): each looked at, and checked with axe. */
const VISITOR_SCREENS: { name: string; path: string; ready: (page: Page) => Promise<void> }[] = [
  {
    name: 'sign-up-errors',
    path: '/auth?mode=signup',
    ready: async (page) => {
      await page.getByLabel('Email').fill('not-an-address');
      await page.getByLabel('Password', { exact: true }).fill('short');
      await page.getByRole('button', { name: AUTH_MESSAGES.signUpSubmit }).click();
      await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    },
  },
  {
    name: 'sign-in',
    path: '/auth',
    ready: (page) =>
      expect(page.getByRole('button', { name: PASSWORD_MESSAGES.forgotLink })).toBeVisible(),
  },
  {
    name: 'forgot-password',
    path: '/auth?mode=forgot',
    ready: (page) =>
      expect(page.getByRole('button', { name: PASSWORD_MESSAGES.sendLink })).toBeVisible(),
  },
  {
    name: 'reset-password',
    path: '/reset-password?token=looks-like-a-token',
    ready: (page) => expect(page.getByLabel(PASSWORD_MESSAGES.newPassword)).toBeVisible(),
  },
  {
    name: 'reset-link-invalid',
    path: '/reset-password?error=INVALID_TOKEN',
    ready: (page) => expect(page.getByText(PASSWORD_MESSAGES.linkInvalid)).toBeVisible(),
  },
  {
    name: 'confirm-link-invalid',
    path: '/email-confirmed?error=INVALID_TOKEN',
    ready: (page) => expect(page.getByRole('button', { name: 'Send a new link' })).toBeVisible(),
  },
];

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`account screens at ${viewport.width}px in the ${colorScheme} theme`, async ({
      page,
      browser,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme });
      const shot = (name: string) =>
        page.screenshot({
          path: path.join(SCREENS, `${name}-${size}-${colorScheme}.png`),
          fullPage: true,
        });
      for (const screen of VISITOR_SCREENS) {
        await page.goto(screen.path);
        await screen.ready(page);
        await shot(screen.name);
        await expectNoSeriousA11yViolations(page);
      }

      const user = await browser.newContext({ viewport, colorScheme });
      await signUpThroughApi(user);
      const account = await user.newPage();
      await account.goto('/my-account');
      await account.getByRole('button', { name: `${PASSWORD_MESSAGES.changeSubmit}…` }).click();
      await expect(account.getByLabel(PASSWORD_MESSAGES.currentPassword)).toBeVisible();
      await account.screenshot({
        path: path.join(SCREENS, `change-password-${size}-${colorScheme}.png`),
        fullPage: true,
      });
      await expectNoSeriousA11yViolations(account);
      await user.close();
    });
  }
}
