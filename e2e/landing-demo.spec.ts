import type { Page } from '@playwright/test';
import { HERO_CTA } from '../src/shared/navigation.ts';
import { expect, expectNoSeriousA11yViolations, test } from './support/test.ts';

// The landing page's demo tiles play sounds made in the browser, by tap and by hotkey.

declare global {
  interface Window {
    __started: string[];
  }
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.__started = [];
    for (const Node of [OscillatorNode, AudioBufferSourceNode]) {
      const start = Node.prototype.start;
      Node.prototype.start = function (this: AudioScheduledSourceNode, ...args: [number?]) {
        window.__started.push(Node.name);
        return start.apply(this, args);
      };
    }
  });
});

const started = (page: Page) => page.evaluate(() => window.__started);

test('a demo tile plays a synthesised sound when tapped and by its hotkey, with no file', async ({
  page,
}) => {
  const audioFiles: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'media' || /\.(mp3|wav|ogg)$/.test(request.url())) {
      audioFiles.push(request.url());
    }
  });
  await page.goto('/');
  // The hero is in the HTML before the app runs (decision 021) and the app takes over in slices (decision
  // 023): the demo plays once the app has rendered (its footer exists only then).
  await expect(page.getByRole('contentinfo')).toBeAttached();
  // The demo's own tile: the Popular cards below may have "Play Airhorn" pads of their own (decision 051).
  const airhorn = page.getByRole('button', { name: 'Airhorn', exact: true });
  await expect(airhorn).toHaveAttribute('aria-keyshortcuts', 'A');
  await airhorn.click();
  await expect.poll(() => started(page)).toContain('OscillatorNode');

  await page.evaluate(() => (window.__started = []));
  await page.locator('body').press('d');
  await expect.poll(() => started(page)).toContain('AudioBufferSourceNode');
  expect(audioFiles).toEqual([]);
  await expectNoSeriousA11yViolations(page);
});

test("'Create Your Board - It's Free!' opens /auth in sign-up mode", async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: HERO_CTA }).click();
  await expect(page).toHaveURL(/\/auth\?mode=signup$/);
});
