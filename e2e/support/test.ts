import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type ConsoleMessage, type Page } from '@playwright/test';

/** Every browser test fails on a console error or an uncaught page error. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        if (isExpectedHttpError(page, message)) return;
        // With the resource's address: "Failed to load resource" alone does not say which one failed.
        const where = message.location().url;
        errors.push(where ? `${message.text()} (${where})` : message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

const expectedHttpErrors = new WeakMap<Page, { path: RegExp; status: number }[]>();

/**
 * Declares an error answer the test provokes on purpose (a wrong password, a missing profile): Chromium
 * logs it as a failed resource, which is not a fault of the page.
 */
export function expectHttpError(page: Page, path: RegExp, status: number) {
  expectedHttpErrors.set(page, [...(expectedHttpErrors.get(page) ?? []), { path, status }]);
}

/** Declares a request the test makes fail on purpose with no answer at all (offline, nothing cached). */
export function expectNetworkFailure(page: Page, path: RegExp) {
  expectHttpError(page, path, NETWORK_FAILURE);
}

const NETWORK_FAILURE = 0;

function isExpectedHttpError(page: Page, message: ConsoleMessage): boolean {
  const pathname = new URL(message.location().url, 'http://x').pathname;
  const text = message.text();
  return (expectedHttpErrors.get(page) ?? []).some(
    ({ path, status }) =>
      path.test(pathname) &&
      (status === NETWORK_FAILURE
        ? text.includes('net::ERR_')
        : text.includes(`status of ${status} `)),
  );
}

/** Runs axe on the page and fails on serious or critical violations. */
export async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  expect(serious).toEqual([]);
}

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  tablet: { width: 820, height: 1180 },
  desktop: { width: 1440, height: 900 },
} as const;

/**
 * Waits until every finite CSS transition and animation running on the page has finished (a colour switch
 * fading in, a dialog sliding). Endless ones (a spinner) are left out. Instead of a fixed wait: it takes as
 * long as the page needs, also on a busy machine. `getAnimations()` flushes styles, so a change just made
 * (a theme switch) has started its transitions by then.
 */
export async function settleAnimations(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
