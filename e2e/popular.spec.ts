import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { POPULAR_MESSAGES } from '../src/shared/social-messages.ts';
import { signUpThroughApi } from './support/accounts.ts';
import { createBoardThroughApi, publicBoardWithSounds } from './support/boards.ts';
import { likedPublicBoards } from './support/social.ts';
import {
  expect,
  expectHttpError,
  expectNoSeriousA11yViolations,
  test,
  VIEWPORTS,
} from './support/test.ts';

// Decision 026: /popular, the visitor's carousel on / and the signed-in strip, against the real server.

const POPULAR_PATH = '**/api/boards/popular?*';

test('/popular lists the most liked boards first; a visitor opens the shared view', async ({
  page,
  browser,
}) => {
  const tag = randomUUID().slice(0, 6);
  const [most, middle, least] = await likedPublicBoards(browser, [
    { name: `Most ${tag}`, likes: 4 },
    { name: `Middle ${tag}`, likes: 3 },
    { name: `Least ${tag}`, likes: 2 },
  ]);
  await page.goto('/popular');
  await expect(page.getByRole('heading', { level: 1, name: POPULAR_MESSAGES.title })).toBeVisible();
  await expect(page.getByText(POPULAR_MESSAGES.subtitle)).toBeVisible();
  const cards = page.locator('[data-popular-board]');
  await expect(cards.first()).toBeVisible();
  const order = await cards.evaluateAll((nodes) =>
    nodes.map((node) => node.getAttribute('data-popular-board')),
  );
  const positions = [most, middle, least].map((id) => order.indexOf(id!));
  expect(positions.every((p) => p >= 0)).toBe(true);
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  await expect(
    page.locator(`[data-popular-board="${most}"]`).getByRole('button', { name: /^Like Most/ }),
  ).toHaveAccessibleName(`Like Most ${tag}, 4 likes`);
  await expectNoSeriousA11yViolations(page);
  await page.locator(`[data-popular-board="${most}"]`).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/board/${most}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Most ${tag}` })).toBeVisible();
});

test('/popular: the empty state and the failure state with a working Retry', async ({ page }) => {
  // Only the network is simulated: the answer of the popular request is replaced in the browser. The realtime
  // stream is held unanswered, so that other tests' public boards do not refresh the list behind our back.
  await page.route('**/api/realtime', () => undefined);
  await page.route(POPULAR_PATH, (route) => route.fulfill({ json: [] }));
  await page.goto('/popular');
  await expect(page.getByText(POPULAR_MESSAGES.empty)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.unroute(POPULAR_PATH);
  expectHttpError(page, /\/api\/boards\/popular$/, 503);
  await page.route(POPULAR_PATH, (route) =>
    route.fulfill({
      status: 503,
      json: { error: { code: 'unavailable', message: 'The database is unavailable.' } },
    }),
  );
  await page.reload();
  const alert = page.getByRole('alert').filter({ hasText: POPULAR_MESSAGES.loadFailed });
  await expect(alert).toContainText(POPULAR_MESSAGES.tryLater, { timeout: 10_000 });
  await expectNoSeriousA11yViolations(page);
  await page.unroute(POPULAR_PATH);
  await alert.getByRole('button', { name: POPULAR_MESSAGES.retry }).click();
  await expect(page.locator('[data-popular-board]').first()).toBeVisible();
});

/** Slides lying wholly inside the carousel's viewport, by their "n of N" names, left to right. */
async function slidesInView(page: Page) {
  return page.locator('[data-carousel-viewport]').evaluate((viewport) => {
    const frame = viewport.getBoundingClientRect();
    return [...viewport.querySelectorAll('[data-carousel-slide]')]
      .map((slide) => ({
        name: slide.getAttribute('aria-label'),
        box: slide.querySelector('article')!.getBoundingClientRect(),
      }))
      .filter(({ box }) => box.left >= frame.left - 1 && box.right <= frame.right + 1)
      .sort((a, b) => a.box.left - b.box.left)
      .map(({ name }) => name);
  });
}

for (const [size, visible] of [
  ['phone', 1],
  ['tablet', 2],
  ['desktop', 3],
] as const) {
  test(`visitor carousel on / at ${VIEWPORTS[size].width} px: ${visible} slide(s), loops both ways`, async ({
    page,
    browser,
  }) => {
    const owner = await browser.newContext();
    await signUpThroughApi(owner);
    for (const n of [1, 2, 3, 4]) await publicBoardWithSounds(owner.request, `Slide ${n}`, ['Hey']);
    await owner.close();

    // Other tests add public boards meanwhile: the realtime stream is held, so the list stays as loaded.
    await page.route('**/api/realtime', () => undefined);
    await page.setViewportSize(VIEWPORTS[size]);
    await page.goto('/');
    const carousel = page.getByRole('region', { name: POPULAR_MESSAGES.title });
    await expect(carousel.locator('[data-carousel-slide]').first()).toBeVisible();
    const total = await carousel.locator('[data-carousel-slide]').count();
    expect(total).toBeGreaterThanOrEqual(4);
    await expect
      .poll(() => slidesInView(page))
      .toEqual(Array.from({ length: visible }, (_, i) => POPULAR_MESSAGES.slide(i + 1, total)));
    await expectNoSeriousA11yViolations(page);

    // Start alignment: Next puts slide 2 at the left edge; Previous twice wraps to the last slide.
    await carousel.getByRole('button', { name: POPULAR_MESSAGES.next }).click();
    await expect
      .poll(() => slidesInView(page).then((s) => s[0]))
      .toBe(POPULAR_MESSAGES.slide(2, total));
    const previous = carousel.getByRole('button', { name: POPULAR_MESSAGES.previous });
    await previous.click();
    await previous.click();
    await expect
      .poll(() => slidesInView(page).then((s) => s[0]))
      .toBe(POPULAR_MESSAGES.slide(total, total));
    // Keyboard: the arrows are reachable with Tab and work with Enter.
    await previous.focus();
    await page.keyboard.press('Tab');
    await expect(carousel.getByRole('button', { name: POPULAR_MESSAGES.next })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => slidesInView(page).then((s) => s[0]))
      .toBe(POPULAR_MESSAGES.slide(1, total));
  });
}

test('signed-in home: the Popular Boards strip (at most 6) above My Boards, opening the player', async ({
  page,
  context,
  browser,
}) => {
  await likedPublicBoards(browser, [{ name: `Strip ${randomUUID().slice(0, 6)}`, likes: 1 }]);
  await signUpThroughApi(context);
  await createBoardThroughApi(context.request, 'My own board');
  await page.goto('/');
  const strip = page.getByRole('region', { name: POPULAR_MESSAGES.title });
  const cards = strip.locator('[data-popular-board]');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeLessThanOrEqual(6);
  const myBoards = page.getByRole('list', { name: 'Your boards' });
  await expect(myBoards).toBeVisible();
  const [stripBox, boardsBox] = [await strip.boundingBox(), await myBoards.boundingBox()];
  expect(stripBox!.y + stripBox!.height).toBeLessThanOrEqual(boardsBox!.y);
  await expectNoSeriousA11yViolations(page);
  const id = await cards.first().getAttribute('data-popular-board');
  await cards.first().getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/\\?board=${id}$`));
});
