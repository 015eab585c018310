import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, VIEWPORTS } from './support/test.ts';

const SCREENSHOTS = path.join(import.meta.dirname, '.output/screenshots');
const PAGES = ['/', '/about', '/help', '/contact', '/privacy', '/terms', '/popular', '/nowhere'];

/**
 * Every page at phone, tablet and desktop widths: nothing overflows sideways, the bottom navigation (below
 * 1024 px) never covers the footer, and a full-page screenshot is kept in e2e/.output/screenshots for review.
 */
for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`${size} (${viewport.width}px)`, () => {
    test.use({ viewport });

    for (const route of PAGES) {
      test(`${route} fits the screen`, async ({ page, consoleErrors }) => {
        await page.goto(route);
        if (route === '/nowhere') consoleErrors.splice(0);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // A server-rendered page (decision 021) shows its heading before the app has rendered the footer.
        await expect(page.getByRole('contentinfo')).toBeAttached();

        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);

        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        const footer = page.getByRole('contentinfo');
        const nav = page.getByRole('navigation', { name: 'Primary' });
        const footerBox = await footer.boundingBox();
        const navBox = await nav.boundingBox();
        expect(footerBox && navBox).toBeTruthy();
        // From 1024 px the primary navigation sits in the header (decision 012): nothing covers the footer.
        const navInHeader = await nav.evaluate((element) => Boolean(element.closest('header')));
        const coverTop = navInHeader ? viewport.height : navBox!.y;
        expect(footerBox!.y + footerBox!.height).toBeLessThanOrEqual(coverTop + 1);

        await page.evaluate(() => window.scrollTo(0, 0));
        mkdirSync(SCREENSHOTS, { recursive: true });
        const name = route === '/' ? 'home' : route.slice(1);
        await page.screenshot({
          path: path.join(SCREENSHOTS, `${name}-${viewport.width}.png`),
          fullPage: true,
        });
      });
    }
  });
}
