import type { Locator } from '@playwright/test';
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

/** The vertical middle of what `locator` shows. */
async function middleOf(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return box.y + box.height / 2;
}

test('the Guest bar is one line on a phone and names its link and Leave in full', async ({
  page,
}) => {
  await continueAsGuest(page);
  const bar = page.getByRole('region', { name: GUEST_MESSAGES.marker });
  const signUp = bar.getByRole('link', { name: GUEST_MESSAGES.createAccountHint });
  const leave = bar.getByRole('button', { name: GUEST_MESSAGES.leaveGuestMode });
  for (const width of [360, 390, 820, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    const badge = await middleOf(bar.getByText(GUEST_MESSAGES.marker, { exact: true }));
    expect(Math.abs((await middleOf(signUp)) - badge), `${width} px`).toBeLessThan(4);
    expect(Math.abs((await middleOf(leave)) - badge), `${width} px`).toBeLessThan(4);
    await expect(signUp).toHaveText(
      width < 640 ? GUEST_MESSAGES.createAccount : GUEST_MESSAGES.createAccountHint,
      { useInnerText: true },
    );
    await page.screenshot({
      path: `/tmp/shots/guest/bar-${width}.png`,
      clip: { x: 0, y: 0, width, height: 200 },
    });
  }
  await expectNoSeriousA11yViolations(page);
});
