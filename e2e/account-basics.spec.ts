import { TOTP, URI } from 'otpauth';
import type { APIRequestContext, Page } from '@playwright/test';
import { BACKUP_CODE_MESSAGES, PASSWORD_MESSAGES } from '../src/shared/account-messages.ts';
import { AUTH_ERRORS, PASSWORD_HINT } from '../src/shared/auth-errors.ts';
import { AUTH_MESSAGES } from '../src/shared/auth-messages.ts';
import { signUpThroughApi, TEST_PASSWORD } from './support/accounts.ts';
import { linkInOutbox } from './support/outbox.ts';
import { expect, expectHttpError, test } from './support/test.ts';

const NEW_PASSWORD = 'a brand new passphrase';

/** A code the authenticator does not show right now. */
const wrongCode = (totp: TOTP) => (totp.generate() === '000000' ? '111111' : '000000');

async function enrolThroughApi(request: APIRequestContext) {
  const enabled = await request.post('/api/auth/two-factor/enable', {
    data: { password: TEST_PASSWORD },
  });
  expect(enabled.status()).toBe(200);
  const { totpURI, backupCodes } = (await enabled.json()) as {
    totpURI: string;
    backupCodes: string[];
  };
  const totp = URI.parse(totpURI) as TOTP;
  const verified = await request.post('/api/auth/two-factor/verify-totp', {
    data: { code: totp.generate() },
  });
  expect(verified.status()).toBe(200);
  return { totp, backupCodes };
}

/**
 * Opens a mailed link: the server answers with a redirect to the page on its public origin (localhost),
 * which the browser then opens on the origin the tests use.
 */
async function openMailedLink(page: Page, link: string) {
  const response = await page.request.get(link, { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  const target = new URL(response.headers().location ?? '', 'http://x');
  await page.goto(target.pathname + target.search);
}

async function signInForm(page: Page, email: string, password: string) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: AUTH_MESSAGES.signInSubmit }).click();
}

test('a wrong code while adding an authenticator keeps the dialog and says so (decision 011)', async ({
  page,
  context,
}) => {
  await signUpThroughApi(context);
  await page.goto('/my-account');
  await page.getByRole('button', { name: 'Set up authenticator app' }).click();
  await page.getByLabel('Password').fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  const totp = new TOTP({ secret });
  expectHttpError(page, /^\/api\/auth\/two-factor\/verify-totp$/, 400);
  await page.getByLabel('Code from your app').fill(wrongCode(totp));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(AUTH_ERRORS.INVALID_CODE!.message)).toBeVisible();
  await expect(page).toHaveURL(/\/my-account$/);
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();

  await page.getByLabel('Code from your app').fill(totp.generate());
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('list', { name: 'Second factors' })).toContainText(
    'Authenticator app',
  );
});

test('a wrong code while adding a phone keeps the form and says so (decision 011)', async ({
  page,
  context,
}) => {
  await signUpThroughApi(context);
  await page.goto('/my-account');
  await page.getByRole('button', { name: 'Add phone number' }).click();
  await page.getByLabel('Phone number').fill(`+447700${String(Date.now()).slice(-6)}`);
  await page.getByRole('button', { name: 'Send code' }).click();
  const code = page.getByLabel('Code from the text message');
  expectHttpError(page, /^\/api\/me\/factors\/phone\/verify$/, 400);
  await code.fill('000000');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(code).toHaveAccessibleDescription(AUTH_ERRORS.INVALID_CODE!.message);
  await expect(page).toHaveURL(/\/my-account$/);
  await expect(page.getByRole('heading', { name: AUTH_MESSAGES.accountSettings })).toBeVisible();
});

test('a backup code from enrolment signs in at the second-factor step (decision 003)', async ({
  page,
  context,
}) => {
  const account = await signUpThroughApi(context);
  const { backupCodes } = await enrolThroughApi(context.request);
  await context.clearCookies();
  await signInForm(page, account.email, TEST_PASSWORD);
  await page.getByRole('button', { name: BACKUP_CODE_MESSAGES.useBackupCode }).click();
  expectHttpError(page, /^\/api\/auth\/two-factor\/verify-backup-code$/, 401);
  await page.getByLabel(BACKUP_CODE_MESSAGES.label).fill('not-a-code');
  await page.getByRole('button', { name: AUTH_MESSAGES.verify }).click();
  await expect(page.getByText(AUTH_ERRORS.INVALID_BACKUP_CODE!.message)).toBeVisible();
  await page.getByLabel(BACKUP_CODE_MESSAGES.label).fill(backupCodes[0]!);
  await page.getByRole('button', { name: AUTH_MESSAGES.verify }).click();
  await expect(page.getByText(AUTH_MESSAGES.signedIn)).toBeVisible();
});

test('change password in Account Settings, the rule shown and errors on their field (decision 011)', async ({
  page,
  context,
  browser,
}) => {
  const account = await signUpThroughApi(context);
  const other = await browser.newContext();
  const otherLogin = await other.request.post('/api/auth/sign-in/email', {
    data: { email: account.email, password: TEST_PASSWORD },
  });
  expect(otherLogin.status()).toBe(200);

  await page.goto('/my-account');
  await page.getByRole('button', { name: `${PASSWORD_MESSAGES.changeSubmit}…` }).click();
  await expect(page.getByText(PASSWORD_HINT)).toBeVisible();
  const current = page.getByLabel(PASSWORD_MESSAGES.currentPassword);
  const next = page.getByLabel(PASSWORD_MESSAGES.newPassword);
  await current.fill(TEST_PASSWORD);
  await next.fill('short');
  await page.getByRole('button', { name: PASSWORD_MESSAGES.changeSubmit, exact: true }).click();
  await expect(next).toHaveAccessibleDescription(
    new RegExp(AUTH_ERRORS.PASSWORD_TOO_SHORT!.message),
  );

  expectHttpError(page, /^\/api\/auth\/change-password$/, 400);
  await current.fill('not my password');
  await next.fill(NEW_PASSWORD);
  await page.getByRole('button', { name: PASSWORD_MESSAGES.changeSubmit, exact: true }).click();
  await expect(current).toHaveAccessibleDescription(AUTH_ERRORS.INVALID_PASSWORD!.message);

  await current.fill(TEST_PASSWORD);
  await page.getByRole('button', { name: PASSWORD_MESSAGES.changeSubmit, exact: true }).click();
  await expect(page.getByText(PASSWORD_MESSAGES.changeDone)).toBeVisible();
  await expect(page.getByRole('heading', { name: AUTH_MESSAGES.accountSettings })).toBeVisible();
  expect((await other.request.get('/api/auth/get-session')).status()).toBe(200);
  expect(await (await other.request.get('/api/auth/get-session')).json()).toBeNull();
  await other.close();
});

test('forgot password: a mailed link, a new password, and a used link says so (decision 011)', async ({
  page,
  browser,
}) => {
  const owner = await browser.newContext();
  const account = await signUpThroughApi(owner);
  await owner.close();

  await page.goto('/auth');
  await page.getByRole('button', { name: PASSWORD_MESSAGES.forgotLink }).click();
  await expect(page).toHaveTitle(/^Forgot Password · /);
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: PASSWORD_MESSAGES.sendLink }).click();
  await expect(page.getByText(PASSWORD_MESSAGES.linkSent)).toBeVisible();

  const link = await linkInOutbox(account.email, '/api/auth/reset-password/');
  await openMailedLink(page, link);
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await expect(page.getByText(PASSWORD_HINT)).toBeVisible();
  await page.getByLabel(PASSWORD_MESSAGES.newPassword).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: PASSWORD_MESSAGES.resetSubmit }).click();
  await expect(page.getByText(PASSWORD_MESSAGES.resetDone)).toBeVisible();
  await expect(page).toHaveURL(/\/auth\?mode=signin$/);
  await signInForm(page, account.email, NEW_PASSWORD);
  await expect(page.getByText(AUTH_MESSAGES.signedIn)).toBeVisible();

  // Leave the signed-in app first: its requests still in flight would meet the cleared cookie with a 401.
  await page.goto('about:blank');
  await page.context().clearCookies();
  await openMailedLink(page, link);
  await expect(
    page.getByRole('heading', { level: 1, name: PASSWORD_MESSAGES.linkInvalidTitle }),
  ).toBeVisible();
  await expect(page.getByText(PASSWORD_MESSAGES.linkInvalid)).toBeVisible();
  await expect(page.getByRole('button', { name: PASSWORD_MESSAGES.sendLink })).toBeVisible();
});

test('an invalid e-mail confirmation link lands on a page that says so and offers a new one (decision 011)', async ({
  page,
}) => {
  await page.goto('/api/auth/verify-email?token=not-a-token&callbackURL=%2Femail-confirmed');
  await expect(page).toHaveURL(/\/email-confirmed\?error=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'This confirmation link does not work',
  );
  await page.getByLabel('Email').fill('someone@example.com');
  await page.getByRole('button', { name: 'Send a new link' }).click();
  await expect(page.getByRole('status')).toContainText('a new link is on its way');
});

test('sign-up shows the password rule first and puts errors on their field (decision 011)', async ({
  page,
}) => {
  await page.goto('/auth?mode=signup');
  const password = page.getByLabel('Password', { exact: true });
  await expect(password).toHaveAccessibleDescription(PASSWORD_HINT);
  await page.getByLabel('Email').fill('not-an-address');
  await password.fill('short');
  await page.getByRole('button', { name: AUTH_MESSAGES.signUpSubmit }).click();
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription(
    AUTH_ERRORS.INVALID_EMAIL!.message,
  );
  await expect(password).toHaveAccessibleDescription(
    `${PASSWORD_HINT} ${AUTH_ERRORS.PASSWORD_TOO_SHORT!.message}`,
  );
});
