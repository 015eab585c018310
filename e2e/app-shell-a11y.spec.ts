import {
  ACCOUNT_MENU_LABEL,
  HERO_CTA,
  SKIP_TO_CONTENT_LABEL,
  VISITOR_MENU,
} from '../src/shared/navigation.ts';
import { expect, expectNoSeriousA11yViolations, test, VIEWPORTS } from './support/test.ts';

/** Accessibility of the shell beyond app-shell.spec.ts: every width, the dark theme, menus, skip link. */
test.describe('app shell accessibility', () => {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    for (const colorScheme of ['light', 'dark'] as const) {
      test(`the visitor home at ${size} width in the ${colorScheme} theme`, async ({ page }) => {
        await page.emulateMedia({ colorScheme });
        await page.setViewportSize(viewport);
        await page.goto('/');
        await expect(page.getByRole('link', { name: HERO_CTA })).toBeVisible();
        await expectNoSeriousA11yViolations(page);
      });
    }
  }

  test('the open desktop menu leaves the page accessible and gives focus back', async ({
    page,
  }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto('/');
    const trigger = page.getByRole('button', { name: ACCOUNT_MENU_LABEL });
    await trigger.click();
    await expect(page.getByRole('menuitem')).toHaveCount(VISITOR_MENU.length);
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('the skip link is the first keyboard stop and moves focus to the content', async ({
    page,
  }) => {
    await page.goto('/about');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: SKIP_TO_CONTENT_LABEL });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main')).toBeFocused();
  });
});
