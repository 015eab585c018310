import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { Board } from '../src/shared/schemas/board.ts';
import { PRIMARY_NAV_LABEL } from '../src/shared/navigation.ts';
import { LIKE_MESSAGES } from '../src/shared/social-messages.ts';
import { SOUND_CONTROL_MESSAGES } from '../src/shared/sound-controls.ts';
import { makeWav } from './fixtures/audio.ts';
import { signUpThroughApi } from './support/accounts.ts';
import { boardLabels, createBoardThroughApi, publicBoardWithSounds } from './support/boards.ts';
import { CHROMIUM_FLAGS, MEDIA_FLAGS } from './support/chromium-flags.ts';
import { findChromium } from './support/find-chromium.ts';
import {
  expect,
  expectHttpError,
  expectNoSeriousA11yViolations,
  test,
  VIEWPORTS,
} from './support/test.ts';

// Decision 049: the board opens to play (pads only), the owner's Edit toggle shows the chrome; pads first on
// a phone; Stop All and toasts out of the way; a like control in the player; one cell per arrow press.

test.use({
  launchOptions: { executablePath: findChromium(), args: [...CHROMIUM_FLAGS, ...MEDIA_FLAGS] },
});

const SHOTS = '/tmp/shots/board-play-edit';
const editToggle = (page: Page) => page.getByRole('button', { name: 'Edit', exact: true });
const pads = (page: Page) => page.getByTestId('board-tile');
const navBar = (page: Page) => page.getByRole('banner');

/** A board whose first buttons play a long tone, with hotkeys; `public` makes it public. */
async function boardWithSounds(request: APIRequestContext, labels: string[]): Promise<Board> {
  const board = await createBoardThroughApi(request, `Pads ${randomUUID().slice(0, 6)}`);
  const upload = await request.post('/api/sounds', {
    multipart: {
      name: 'tone',
      file: {
        name: 'tone.wav',
        mimeType: 'audio/wav',
        buffer: Buffer.from(makeWav({ seconds: 30 })),
      },
    },
  });
  expect(upload.status()).toBe(201);
  const sound = (await upload.json()) as { id: string };
  for (const [index, label] of labels.entries()) {
    const response = await request.patch(
      `/api/boards/${board.id}/buttons/${board.soundboard_buttons[index]!.id}`,
      { data: { label, sound_id: sound.id, hotkey: String(index + 1) } },
    );
    expect(response.status()).toBe(200);
  }
  return board;
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found).not.toBeNull();
  return found!;
}

const overlaps = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function setTheme(page: Page, theme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme: theme });
}

test('a new 2×4 board on a 390×844 phone: all 8 pads in view, the first within the top 200 px', async ({
  page,
  context,
}) => {
  await signUpThroughApi(context);
  const board = await createBoardThroughApi(page.request, 'New board');
  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto(`/?board=${board.id}`);
  // A board without sounds opens in edit mode for its owner.
  await expect(editToggle(page)).toHaveAttribute('aria-pressed', 'true');
  await expect(pads(page)).toHaveCount(8);
  const first = await box(pads(page).first());
  expect(first.y).toBeLessThanOrEqual(200);
  const bottomNav = page.getByRole('navigation', { name: PRIMARY_NAV_LABEL }).last();
  const navTop = (await bottomNav.boundingBox())?.y ?? VIEWPORTS.phone.height;
  const fab = await box(page.getByRole('button', { name: 'Open actions' }));
  for (const pad of await pads(page).all()) {
    const b = await box(pad);
    expect(b.y).toBeGreaterThanOrEqual(0);
    expect(b.y + b.height).toBeLessThanOrEqual(Math.min(navTop, VIEWPORTS.phone.height));
    // Nor under the floating action button.
    expect(overlaps(b, fab)).toBe(false);
  }
  await page.screenshot({ path: `${SHOTS}/phone-new-board.png` });
  // The one-time tip is not above the pads.
  const tip = page.getByRole('complementary', { name: 'Tip' });
  if (await tip.isVisible()) expect((await box(tip)).y).toBeGreaterThan(first.y);
  // And it is shown once: the next visit has none.
  await page.reload();
  await expect(pads(page)).toHaveCount(8);
  await expect(tip).toHaveCount(0);
});

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test(`play mode has pads only, edit mode the chrome; the toggle works by keyboard (${name})`, async ({
    page,
    context,
  }) => {
    test.slow();
    await signUpThroughApi(context);
    const board = await boardWithSounds(page.request, ['Kick', 'Snare']);
    await page.setViewportSize(viewport);
    await page.goto(`/?board=${board.id}`);
    // A board with sounds opens to play.
    await expect(editToggle(page)).toHaveAttribute('aria-pressed', 'false');
    const kick = page.getByRole('button', { name: 'Kick', exact: true });
    await kick.click();
    await expect(kick).toHaveAttribute('aria-pressed', 'true');
    // Playing, not still loading (a press stopped while it loads is no play): the tile shows its percent.
    await expect(page.getByTestId('tile-progress-percent')).toContainText('%');
    await page.keyboard.press('Escape');
    await expect
      .poll(async () => {
        const sounds = (await (await page.request.get('/api/sounds')).json()) as {
          play_count: number;
        }[];
        return sounds[0]!.play_count;
      })
      .toBeGreaterThan(0);
    await page.reload();
    await expect(kick).toBeVisible();
    await expect(page.getByTestId('tile-menu').filter({ visible: true })).toHaveCount(0);
    await expect(page.getByTestId('tile-plays').filter({ visible: true })).toHaveCount(0);
    await expect(page.getByTestId('tile-hotkey').filter({ visible: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Rearrange' })).toHaveCount(0);
    await expect(
      page.getByRole('button', { name: 'Add Button' }).filter({ visible: true }),
    ).toHaveCount(0);
    // Hotkeys still play in play mode (only their chips are hidden).
    await expect(kick).toHaveAttribute('aria-keyshortcuts', '1');
    for (const theme of ['light', 'dark'] as const) {
      await setTheme(page, theme);
      await page.screenshot({ path: `${SHOTS}/${name}-play-${theme}.png` });
      await expectNoSeriousA11yViolations(page);
    }
    await setTheme(page, 'light');

    // Edit mode, by keyboard.
    await editToggle(page).focus();
    await page.keyboard.press('Enter');
    await expect(editToggle(page)).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('tile-menu').filter({ visible: true })).toHaveCount(8);
    await expect(page.getByTestId('tile-plays').filter({ visible: true })).toHaveCount(2);
    await expect(page.getByTestId('tile-hotkey').filter({ visible: true })).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'Rearrange' })).toBeVisible();
    await expect(
      page.getByTestId('button-grid').getByRole('button', { name: 'Add Button' }),
    ).toBeVisible();
    for (const theme of ['light', 'dark'] as const) {
      await setTheme(page, theme);
      await page.screenshot({ path: `${SHOTS}/${name}-edit-${theme}.png` });
      await expectNoSeriousA11yViolations(page);
    }
    await setTheme(page, 'light');

    // The right-click overlays work in play mode too.
    await page.keyboard.press('Space');
    await expect(editToggle(page)).toHaveAttribute('aria-pressed', 'false');
    await kick.click({ button: 'right' });
    await expect(page.getByRole('button', { name: 'Edit Kick' })).toBeVisible();
  });
}

test('Stop All covers no pad on a phone while a sound plays', async ({ page, context }) => {
  await signUpThroughApi(context);
  const board = await boardWithSounds(page.request, ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H']);
  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto(`/?board=${board.id}`);
  await page.getByRole('button', { name: 'H', exact: true }).click();
  const stopAll = page.getByRole('button', {
    name: new RegExp(`^${SOUND_CONTROL_MESSAGES.stopAll}`),
  });
  await expect(stopAll).toBeVisible();
  // At the top of the page and scrolled to its end alike.
  for (const y of [0, 10_000]) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    const pill = await box(stopAll);
    for (const pad of await pads(page).all()) expect(overlaps(pill, await box(pad))).toBe(false);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/phone-stop-all.png` });
  await stopAll.click();
});

test('a toast does not cover the top navigation on a desktop', async ({ page, context }) => {
  await signUpThroughApi(context);
  const board = await createBoardThroughApi(page.request, 'Toasty');
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto(`/?board=${board.id}`);
  await page.getByTestId('button-grid').getByRole('button', { name: 'Add Button' }).click();
  // Adding a button makes no toast; a failing one does: make the next request fail.
  expectHttpError(page, /^\/api\/boards\/[^/]+\/buttons$/, 500);
  await page.route(`**/api/boards/${board.id}/buttons`, (route) =>
    route.fulfill({ status: 500, json: { error: 'Nope' } }),
  );
  await page.getByTestId('button-grid').getByRole('button', { name: 'Add Button' }).click();
  const toast = page.locator('[data-sonner-toast]').first();
  await expect(toast).toHaveAttribute('data-mounted', 'true');
  const nav = await box(navBar(page));
  // Once it has slid in (the slide starts above its place).
  await expect.poll(async () => overlaps(await box(toast), nav)).toBe(false);
  await page.waitForTimeout(600);
  expect(overlaps(await box(toast), nav)).toBe(false);
  await page.screenshot({ path: `${SHOTS}/desktop-toast.png` });
});

test('a signed-in non-owner likes a public board from the player', async ({
  page,
  context,
  browser,
}) => {
  const owner = await browser.newContext();
  await signUpThroughApi(owner);
  const name = `Likeable ${randomUUID().slice(0, 6)}`;
  const board = await publicBoardWithSounds(owner.request, name, ['Airhorn']);
  await owner.close();
  await signUpThroughApi(context);
  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto(`/?board=${board.id}`);
  const like = page.getByRole('button', { name: new RegExp(`^Like ${name}`) });
  await expect(like).toHaveAccessibleName(LIKE_MESSAGES.label(name, 0));
  // A non-owner has no edit mode.
  await expect(editToggle(page)).toHaveCount(0);
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toHaveAccessibleName(LIKE_MESSAGES.label(name, 1));
});

test('keyboard rearrange: Space, one ArrowRight, Space moves the button one cell', async ({
  page,
  context,
}) => {
  await signUpThroughApi(context);
  const labels = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'];
  const board = await createBoardThroughApi(page.request, 'Arrange', labels);
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto(`/?board=${board.id}`);
  await page.getByRole('button', { name: 'Rearrange' }).click();
  await page.getByRole('button', { name: 'Drag A' }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Space');
  await expect
    .poll(() => boardLabels(page.request, board.id))
    .toEqual(['B', 'A', 'C', 'D', 'E', 'F', 'G', 'H']);
  // And one row down (4 columns on a desktop): A moves from place 2 to place 6.
  await page.getByRole('button', { name: 'Drag A' }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Space');
  await expect
    .poll(() => boardLabels(page.request, board.id))
    .toEqual(['B', 'C', 'D', 'E', 'F', 'A', 'G', 'H']);
});
