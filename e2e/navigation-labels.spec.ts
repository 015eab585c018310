import type { Page } from '@playwright/test';
import { SIGNED_IN_NAV, VISITOR_NAV } from '../src/shared/navigation.ts';
import { signUpThroughApi } from './support/accounts.ts';
import { expect, expectNoSeriousA11yViolations, test, VIEWPORTS } from './support/test.ts';

/** Navigation labels (decision 012): full labels at every width; from 1024 px the links sit in the header. */
const primary = (page: Page) => page.getByRole('navigation', { name: 'Primary' });

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test(`a signed-in user reads every navigation label in full at ${viewport.width} px`, async ({
    page,
    context,
  }) => {
    await signUpThroughApi(context);
    await page.setViewportSize(viewport);
    await page.goto('/my-boards');
    const nav = primary(page);
    await expect(nav).toHaveCount(1);
    await expect(nav.getByRole('link')).toHaveText(
      SIGNED_IN_NAV.map((item) => item.label),
      { useInnerText: true },
    );
    await expect(nav.getByRole('link', { name: 'My Boards' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const inHeader = await nav.evaluate((element) => Boolean(element.closest('header')));
    expect(inHeader, `${name}: navigation in the header`).toBe(viewport.width >= 1024);
    await expectNoSeriousA11yViolations(page);
  });
}

test('a visitor on a desktop finds the visitor links in the header and no bottom bar', async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto('/help');
  const nav = page.getByRole('banner').getByRole('navigation', { name: 'Primary' });
  await expect(nav.getByRole('link')).toHaveText(VISITOR_NAV.map((item) => item.label));
  await expect(nav.getByRole('link', { name: 'Help' })).toHaveAttribute('aria-current', 'page');
  await nav.getByRole('link', { name: 'Popular' }).click();
  await expect(page).toHaveURL(/\/popular$/);
});
