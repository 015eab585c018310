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

        // From 1024 px the primary navigation sits in the header (decision 012): nothing covers the footer.
        // Scroll and measure in one step, again until the page has settled: a list or a web font that
        // arrives after the scroll makes the page taller and would leave the view short of the end.
        await expect
          .poll(
            () =>
              page.evaluate(() => {
                window.scrollTo({
                  top: document.documentElement.scrollHeight,
                  behavior: 'instant',
                });
                const footer = document.querySelector('footer')!.getBoundingClientRect();
                const nav = [...document.querySelectorAll('nav[aria-label="Primary"]')].find(
                  (element) => element.getClientRects().length > 0,
                )!;
                const coverTop = nav.closest('header')
                  ? window.innerHeight
                  : nav.getBoundingClientRect().top;
                return Math.round(footer.bottom - coverTop);
              }),
            { message: 'px of the footer under the bottom navigation' },
          )
          .toBeLessThanOrEqual(1);

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
