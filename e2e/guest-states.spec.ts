import { GUEST_ACCOUNT_FEATURES, GUEST_MESSAGES } from '../src/shared/guest-messages.ts';
import { TRASH_TEXT } from '../src/shared/trash-messages.ts';
import { continueAsGuest, createBoardInUi } from './support/guest.ts';
import { expect, expectNoSeriousA11yViolations, test } from './support/test.ts';

// Issue 28: what needs an account says so where the guest tries it, with a one-tap way to sign up that keeps
// the guest's work; axe on the guest's other pages (My Sounds, Trash) too.
test('a guest told that making a board public needs an account gets a Create an account button', async ({
  page,
}) => {
  await continueAsGuest(page);
  await createBoardInUi(page, 'Guest share');
  await page.goto('/my-boards');
  await page.getByRole('button', { name: 'Share Guest share' }).click();
  const share = page.getByRole('dialog', { name: 'Share board' });
  await share.getByRole('switch', { name: 'Public board' }).click();

  await expect(share.getByRole('switch', { name: 'Public board' })).not.toBeChecked();
  // The dialog hides the rest of the page from the accessibility tree while it is open.
  await page.keyboard.press('Escape');
  const bar = page.getByRole('region', { name: GUEST_MESSAGES.marker });
  await expect(bar.getByRole('status')).toHaveText(
    GUEST_MESSAGES.needsAccount(GUEST_ACCOUNT_FEATURES.public),
  );
  await expectNoSeriousA11yViolations(page);
  await bar.getByRole('link', { name: GUEST_MESSAGES.createAccount }).click();
  await expect(page).toHaveURL(/\/auth\?mode=signup$/);
});

test('a guest’s My Sounds and Trash pass axe', async ({ page }) => {
  await continueAsGuest(page);
  await page.goto('/my-sounds');
  await expect(page.getByText(GUEST_MESSAGES.mayNotPersist)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.goto('/trash');
  await expect(page.getByText(TRASH_TEXT.emptyTitle)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
