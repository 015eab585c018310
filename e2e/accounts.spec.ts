import { randomUUID } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import type { Page } from '@playwright/test';
import { AUTH_ERRORS } from '../src/shared/auth-errors.ts';
import { AUTH_MESSAGES } from '../src/shared/auth-messages.ts';
import { BOARD_MESSAGES } from '../src/shared/board-messages.ts';
import { ACCOUNT_MENU_LABEL, SIGNED_IN_NAV } from '../src/shared/navigation.ts';
import { PROFILE_MESSAGES } from '../src/shared/profile-messages.ts';
import { UPLOAD_RULES } from '../src/shared/uploads.ts';
import { PNG_1X1 } from './fixtures/audio.ts';
import { signUpThroughApi, TEST_PASSWORD } from './support/accounts.ts';
import {
  expect,
  expectHttpError,
  expectNoSeriousA11yViolations,
  test,
  VIEWPORTS,
} from './support/test.ts';

const newEmail = () => `form-${randomUUID().slice(0, 8)}@example.com`;

async function fillCredentials(page: Page, email: string, password = TEST_PASSWORD) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
}

/** Home signed in: a user without boards first gets the create dialog (spec §4); closing it shows the nav. */
async function expectSignedInNav(page: Page) {
  const createDialog = page.getByRole('dialog', { name: BOARD_MESSAGES.createDialogTitle });
  await expect(createDialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(createDialog).toHaveCount(0);
  const links = page.getByRole('navigation', { name: 'Primary' }).getByRole('link');
  await expect(links).toHaveCount(SIGNED_IN_NAV.length);
  for (const [index, item] of SIGNED_IN_NAV.entries()) {
    await expect(links.nth(index)).toHaveAttribute('href', item.to);
  }
}

test('sign up through the form, log out, and sign in again', async ({ page }) => {
  const email = newEmail();
  await page.goto('/auth?mode=signup');
  await expect(
    page.getByRole('heading', { level: 1, name: AUTH_MESSAGES.signUpTitle }),
  ).toBeVisible();
  await fillCredentials(page, email);
  await page.getByRole('button', { name: AUTH_MESSAGES.signUpSubmit }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectSignedInNav(page);

  await page.getByRole('button', { name: ACCOUNT_MENU_LABEL }).click();
  await expect(page.getByRole('menu')).toContainText(email);
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Primary' }).getByRole('link', { name: 'Sign In' }),
  ).toBeVisible();

  await page.goto('/auth?mode=signup');
  await page.getByRole('button', { name: AUTH_MESSAGES.toSignIn }).click();
  await expect(page).toHaveURL(/mode=signin/);
  expectHttpError(page, /^\/api\/auth\/sign-in\/email$/, 401);
  await fillCredentials(page, email, 'wrong password');
  await page.getByRole('button', { name: AUTH_MESSAGES.signInSubmit }).click();
  await expect(page.getByRole('alert')).toHaveText(AUTH_ERRORS.INVALID_EMAIL_OR_PASSWORD!.message);
  await page.getByLabel('Password').fill(TEST_PASSWORD);
  await page.getByRole('button', { name: AUTH_MESSAGES.signInSubmit }).click();
  await expect(page.getByText(AUTH_MESSAGES.signedIn)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expectSignedInNav(page);
});

test('the form requires both fields', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('button', { name: AUTH_MESSAGES.signInSubmit }).click();
  await expect(page.getByText('Email is required.')).toBeVisible();
  await expect(page.getByText('Password is required.')).toBeVisible();
});

test('edit the profile and see it on the public profile', async ({ page, context }) => {
  const account = await signUpThroughApi(context);
  const username = `ada_${randomUUID().slice(0, 6)}`;
  await page.goto('/my-account');
  await expect(
    page.getByRole('heading', { level: 1, name: AUTH_MESSAGES.accountSettings }),
  ).toBeVisible();
  const save = page.getByRole('button', { name: 'Save Profile' });
  await expect(save).toBeDisabled();
  await page.getByLabel('Username').fill('ab');
  await save.click();
  await expect(page.getByText(PROFILE_MESSAGES.usernameTooShort)).toBeVisible();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Full name').fill('Ada Lovelace');
  await page.getByLabel('Bio').fill('First programmer.');
  await save.click();
  await expect(page.getByText(PROFILE_MESSAGES.updated)).toBeVisible();
  await expect(save).toBeDisabled();

  await page.getByRole('link', { name: PROFILE_MESSAGES.viewPublicProfile }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/${username}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible();
  await expect(page.getByText(`@${username}`)).toBeVisible();
  await expect(page.getByText('First programmer.')).toBeVisible();
  await expect(page.getByRole('link', { name: PROFILE_MESSAGES.editProfile })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Profile background' })).toBeVisible();

  const visitor = await context.browser()!.newContext();
  const other = await visitor.newPage();
  await signUpThroughApi(visitor);
  await other.goto(`/profile/${account.userId}`);
  await expect(other.getByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible();
  await expect(other.getByRole('link', { name: PROFILE_MESSAGES.editProfile })).toHaveCount(0);
  await expect(other.getByRole('heading', { name: 'Profile background' })).toHaveCount(0);
  await visitor.close();
});

test('a missing profile shows Profile Not Found', async ({ page }) => {
  expectHttpError(page, /^\/api\/profiles\//, 404);
  await page.goto('/profile/nobody-has-this-slug');
  await expect(
    page.getByRole('heading', { level: 1, name: PROFILE_MESSAGES.notFoundTitle }),
  ).toBeVisible();
  await expect(page.getByText(PROFILE_MESSAGES.notFound)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: PROFILE_MESSAGES.goHome }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('enrol an authenticator; sign-in then asks for its code', async ({ page, context }) => {
  const account = await signUpThroughApi(context);
  await page.goto('/my-account');
  await page.getByRole('button', { name: 'Set up authenticator app' }).click();
  await page.getByLabel('Password').fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  const totp = new TOTP({ secret: Secret.fromBase32(secret) });
  await page.getByLabel('Code from your app').fill(totp.generate());
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('list', { name: 'Second factors' })).toContainText(
    'Authenticator app',
  );

  await page.getByRole('button', { name: AUTH_MESSAGES.logout }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/auth');
  await fillCredentials(page, account.email);
  await page.getByRole('button', { name: AUTH_MESSAGES.signInSubmit }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: AUTH_MESSAGES.secondFactorTitle }),
  ).toBeVisible();
  await page
    .getByLabel('Verification code')
    .fill(totp.generate({ timestamp: Date.now() + 30_000 }));
  await page.getByRole('button', { name: AUTH_MESSAGES.verify }).click();
  await expect(page.getByText(AUTH_MESSAGES.signedIn)).toBeVisible();
  await expectSignedInNav(page);
});

test('signing out in one tab signs the other out too', async ({ context }) => {
  await signUpThroughApi(context);
  const first = await context.newPage();
  const second = await context.newPage();
  await first.goto('/my-account');
  await second.goto('/my-account');
  await expect(second.getByRole('heading', { name: AUTH_MESSAGES.accountSettings })).toBeVisible();
  await first.getByRole('button', { name: AUTH_MESSAGES.logout }).click();
  await expect(
    second.getByRole('heading', { level: 1, name: AUTH_MESSAGES.myAccountTitle }),
  ).toBeVisible();
  await expect(second.getByRole('link', { name: AUTH_MESSAGES.loginOrSignUp })).toHaveAttribute(
    'href',
    '/auth',
  );
});

test.describe('layouts and accessibility', () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`auth, account and profile pages at ${viewport.width}px`, async ({ page, context }) => {
      // Three pages with axe each: more than the default budget on a busy two-core machine.
      test.slow();
      await page.setViewportSize(viewport);
      await page.goto('/auth');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: `e2e/.output/screenshots/auth-${name}.png`, fullPage: true });

      await page.goto('/my-account');
      await expect(page.getByRole('link', { name: AUTH_MESSAGES.loginOrSignUp })).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      const account = await signUpThroughApi(context);
      await page.goto('/my-account');
      await expect(
        page.getByRole('heading', { level: 1, name: AUTH_MESSAGES.accountSettings }),
      ).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({
        path: `e2e/.output/screenshots/my-account-${name}.png`,
        fullPage: true,
      });

      await page.goto(`/profile/${account.userId}`);
      await expect(page.getByRole('link', { name: PROFILE_MESSAGES.editProfile })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({
        path: `e2e/.output/screenshots/profile-${name}.png`,
        fullPage: true,
      });
    });
  }
});

test('avatar: a picture uploads and shows; a file over 2 MB is refused in the browser', async ({
  page,
  context,
}) => {
  await signUpThroughApi(context);
  await page.goto('/my-account');
  const input = page.getByTestId('avatar-file-input');
  await input.setInputFiles({
    name: 'big.png',
    mimeType: 'image/png',
    buffer: Buffer.concat([Buffer.from(PNG_1X1), Buffer.alloc(2 * 1024 * 1024)]),
  });
  await expect(page.getByText(UPLOAD_RULES.avatar.tooLargeMessage)).toBeVisible();

  await input.setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: Buffer.from(PNG_1X1),
  });
  await expect(page.getByText(PROFILE_MESSAGES.avatarUpdated)).toBeVisible();
  const avatar = page.getByRole('button', { name: 'Change avatar' }).locator('img');
  await expect(avatar).toHaveAttribute('src', /^\/files\/avatars\//);
  const src = await avatar.getAttribute('src');
  const served = await context.request.get(src!);
  expect(served.headers()['content-type']).toBe('image/png');
});

test('an expired session sends the user to sign in on the next guarded action', async ({
  page,
  context,
}) => {
  await signUpThroughApi(context);
  await page.goto('/my-account');
  await page.getByLabel('Full name').fill('Grace');
  await context.clearCookies();
  expectHttpError(page, /^\/api\/me(\/profile)?$/, 401);
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page).toHaveURL(/\/auth\?mode=signin$/);
});
