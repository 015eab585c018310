import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { PRIMARY_NAV_LABEL } from '../src/shared/navigation.ts';
import { makeWav } from './fixtures/audio.ts';
import { signUpThroughApi } from './support/accounts.ts';
import { publicBoardWithSounds } from './support/boards.ts';
import { CHROMIUM_FLAGS, MEDIA_FLAGS } from './support/chromium-flags.ts';
import { findChromium } from './support/find-chromium.ts';
import { expect, expectNoSeriousA11yViolations, test, VIEWPORTS } from './support/test.ts';

// Decision 051: board cards show and audition their pads; My Sounds is a compact list on phones; the
// landing demo sits in the first screen.

test.use({
  launchOptions: { executablePath: findChromium(), args: [...CHROMIUM_FLAGS, ...MEDIA_FLAGS] },
});

const SHOTS = '/tmp/shots/cards';
const PHONE = VIEWPORTS.phone;

async function colourButton(
  request: APIRequestContext,
  boardId: string,
  buttonId: string,
  color: string,
) {
  const response = await request.patch(`/api/boards/${boardId}/buttons/${buttonId}`, {
    data: { color },
  });
  expect(response.status(), await response.text()).toBe(200);
}

async function uploadTone(request: APIRequestContext, name: string) {
  const response = await request.post('/api/sounds', {
    multipart: {
      name,
      file: {
        name: `${name}.wav`,
        mimeType: 'audio/wav',
        buffer: Buffer.from(makeWav({ seconds: 2 })),
      },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** Switches the theme and waits for the colour transitions it starts (axe must not read a colour midway). */
async function theme(page: Page, colorScheme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme });
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** Where the first screen ends on a phone: the top of the bottom navigation bar. */
async function firstScreenEnd(page: Page) {
  const nav = await page.getByRole('navigation', { name: PRIMARY_NAV_LABEL }).boundingBox();
  return nav ? nav.y : PHONE.height;
}

async function axeInBothThemes(page: Page) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await theme(page, colorScheme);
    await expectNoSeriousA11yViolations(page);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    for (const colorScheme of ['light', 'dark'] as const) {
      await theme(page, colorScheme);
      await page.screenshot({ path: `${SHOTS}/${name}-${size}-${colorScheme}.png` });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

test('a My Boards card shows the pads in their colours; a pad auditions without opening the board', async ({
  page,
  context,
}) => {
  await signUpThroughApi(context);
  const board = await publicBoardWithSounds(context.request, 'Party', ['Airhorn', 'Cheer'], 8);
  await colourButton(context.request, board.id, board.soundboard_buttons[1]!.id, '#0e7490');
  await page.goto('/my-boards');

  const card = page.locator(`[data-board-card="${board.id}"]`);
  // Laid out like the board: 2 rows × 4 columns.
  await expect(card.getByTestId('card-pad')).toHaveCount(8);
  await expect(card.getByTestId('card-pad').nth(1)).toHaveCSS(
    'background-color',
    'rgb(14, 116, 144)',
  );

  const airhorn = card.getByRole('button', { name: 'Play Airhorn' });
  await airhorn.click();
  await expect(airhorn).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/\/my-boards$/);
  // A second press stops it; a press on another pad takes over (one audition at a time).
  await airhorn.click();
  await expect(airhorn).toHaveAttribute('aria-pressed', 'false');
  const cheer = card.getByRole('button', { name: 'Play Cheer' });
  await airhorn.press('Enter');
  await expect(airhorn).toHaveAttribute('aria-pressed', 'true');
  await cheer.click();
  await expect(cheer).toHaveAttribute('aria-pressed', 'true');
  await expect(airhorn).toHaveAttribute('aria-pressed', 'false');
  await cheer.click();

  // The rest of the card still opens the board.
  await card.getByRole('link', { name: /Party/ }).click();
  await expect(page).toHaveURL(new RegExp(`board=${board.id}`));
  await page.goto('/my-boards');
  await expect(card.getByTestId('card-pad')).toHaveCount(8);
  await axeInBothThemes(page);
  await shoot(page, 'my-boards');
});

test('a visitor auditions a public board on Popular', async ({ page, browser }) => {
  const owner = await browser.newContext();
  await signUpThroughApi(owner);
  const board = await publicBoardWithSounds(owner.request, 'Popular party', ['Horn'], 8);
  await owner.close();

  await page.goto('/popular');
  const card = page.locator(`[data-popular-board="${board.id}"]`);
  await expect(card.getByTestId('card-pad')).toHaveCount(8);
  const horn = card.getByRole('button', { name: 'Play Horn' });
  await horn.click();
  await expect(horn).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/\/popular$/);
  await horn.click();
  await expect(horn).toHaveAttribute('aria-pressed', 'false');
  await axeInBothThemes(page);
  await shoot(page, 'popular');
});

test('My Sounds on a phone: a compact list with six sounds in view; a tap on a row plays', async ({
  page,
  context,
}) => {
  test.slow();
  await signUpThroughApi(context);
  for (const name of ['one', 'two', 'three', 'four', 'five', 'six', 'seven']) {
    await uploadTone(context.request, name);
  }
  await page.setViewportSize(PHONE);
  await page.goto('/my-sounds');
  const rows = page.getByRole('list', { name: 'Sounds' }).getByRole('listitem');
  await expect(rows).toHaveCount(7);
  const inView = await rows.evaluateAll(
    (items, end) =>
      items.filter((item) => {
        const box = item.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= end;
      }).length,
    await firstScreenEnd(page),
  );
  expect(inView).toBeGreaterThanOrEqual(6);

  const row = rows.filter({ hasText: 'three' });
  // A tap on the row, on its name (the play button's area covers the row).
  await row.click({ position: { x: 120, y: 20 } });
  await expect(row.getByRole('button', { name: 'Stop three' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await row.click({ position: { x: 120, y: 20 } });
  await expect(row.getByRole('button', { name: 'Play three' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );

  // Every action of the card is in the row's menu, named after the sound.
  await row.getByRole('button', { name: 'Actions for three' }).click();
  const menu = page.getByRole('menu');
  for (const name of ['Add to a board', 'Edit tags', 'Change cover art', 'Delete']) {
    await expect(menu.getByRole('menuitem', { name })).toBeVisible();
  }
  await menu.getByRole('menuitem', { name: 'Delete' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('three');
  await page.keyboard.press('Escape');

  await axeInBothThemes(page);
  await shoot(page, 'my-sounds');
});

test('the landing demo is in the first screen of a phone, above the bottom bar', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await expect(page.getByRole('contentinfo')).toBeAttached();
  const end = await firstScreenEnd(page);
  for (const tile of await page.getByTestId('demo-tile').all()) {
    const box = await tile.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.y + box!.height).toBeLessThanOrEqual(end);
  }
  await axeInBothThemes(page);
  await shoot(page, 'landing');
});
