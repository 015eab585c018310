import { OWNER_MENU_MESSAGES } from '../src/shared/owner-menu-messages.ts';
import { signUpThroughApi } from './support/accounts.ts';
import { createBoardThroughApi, dismissToasts, tiles } from './support/boards.ts';
import { expect, expectNoSeriousA11yViolations, test, VIEWPORTS } from './support/test.ts';

// The screens this work changes, at 390, 820 and 1440 px in light and dark, checked with axe and
// saved under e2e/.output/screens for a person to look at.

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`new-user screens at ${viewport.width} px, ${colorScheme}`, async ({ page, context }) => {
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme });
      const shot = (name: string) =>
        page.screenshot({ path: `e2e/.output/screens/${name}-${size}-${colorScheme}.png` });

      await page.goto('/');
      await expect(page.getByTestId('demo-tile')).toHaveCount(6);
      await expectNoSeriousA11yViolations(page);
      await shot('landing');

      await signUpThroughApi(context);
      const board = await createBoardThroughApi(page.request, 'Stream night', [
        'Airhorn',
        'Drumroll',
        'Applause',
      ]);
      await page.goto(`/?board=${board.id}`);
      await expect(tiles(page)).toHaveCount(8);
      await dismissToasts(page);
      await expectNoSeriousA11yViolations(page);
      await shot('player-owner');
      await page
        .getByRole('button', { name: OWNER_MENU_MESSAGES.moreActionsFor('Airhorn') })
        .click();
      await expect(page.getByRole('menu')).toBeVisible();
      await shot('player-tile-menu');
      await page.keyboard.press('Escape');
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await shot('player-bottom');

      await page.goto(`/board/${board.id}`);
      await expect(tiles(page)).toHaveCount(8);
      await expectNoSeriousA11yViolations(page);
      await shot('shared-owner');

      await page.goto('/my-boards');
      await expect(page.getByRole('link', { name: /Stream night/ })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await shot('my-boards');

      await page.goto('/my-account');
      await expect(page.getByLabel('Public profile link')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await shot('my-account');
    });
  }
}
