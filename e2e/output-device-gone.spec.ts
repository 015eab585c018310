import path from 'node:path';
import type { Page } from '@playwright/test';
import { OUTPUT_DEVICE_MESSAGES } from '../src/shared/output-device-messages.ts';
import { signUpThroughApi } from './support/accounts.ts';
import { publicBoardWithSounds } from './support/boards.ts';
import { expect, test, VIEWPORTS } from './support/test.ts';

/** Screenshots go here when it is set. */
const SHOTS = process.env.SHOTS_DIR;

// Decision 055: an output device remembered on this browser that is no longer connected is not fallen back
// from silently. The machine has no sound card: the test gives Chromium two outputs (as the sound-controls
// spec does), a setSinkId that, like Chromium's, refuses an id it does not know, and a remembered choice.
const outputs = (remembered: string) => `
  (() => {
    localStorage.setItem('soundboard:output-device', ${JSON.stringify(remembered)});
    const ids = ['default', 'speakers-1', 'cable-1'];
    AudioContext.prototype.setSinkId = function (id) {
      return ids.includes(id) ? Promise.resolve() : Promise.reject(new DOMException('gone', 'NotFoundError'));
    };
    navigator.mediaDevices.enumerateDevices = () => Promise.resolve([
      { kind: 'audiooutput', deviceId: 'default', label: 'Default', groupId: 'a' },
      { kind: 'audiooutput', deviceId: 'speakers-1', label: 'Desk speakers', groupId: 'a' },
      { kind: 'audiooutput', deviceId: 'cable-1', label: 'Virtual cable', groupId: 'b' },
    ]);
  })();
`;

const tile = (page: Page, label: string) => page.getByRole('button', { name: label, exact: true });

test('a remembered output device that is gone is named on the first press; one still there is not', async ({
  page,
  context,
}) => {
  await signUpThroughApi(context);
  // Long enough to still be playing when the assertion looks: a 0.3 s sound often ended before it did on a
  // busy machine (aria-pressed is true only while the sound plays).
  const board = await publicBoardWithSounds(context.request, 'Outputs', ['One'], 8);
  await context.addInitScript(outputs('headset-unplugged'));
  await page.goto(`/?board=${board.id}`);
  await tile(page, 'One').click();
  await expect(tile(page, 'One')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(OUTPUT_DEVICE_MESSAGES.gone)).toBeVisible();
  await expect(page.getByText(OUTPUT_DEVICE_MESSAGES.gone)).toHaveCount(1);
  for (const viewport of Object.values(VIEWPORTS)) {
    if (!SHOTS) break;
    await page.setViewportSize(viewport);
    await page.screenshot({ path: path.join(SHOTS, `output-gone-${viewport.width}.png`) });
  }

  const present = await context.browser()!.newContext({ baseURL: new URL(page.url()).origin });
  await present.addInitScript(outputs('cable-1'));
  const other = await present.newPage();
  await other.goto(`/board/${board.id}`);
  await expect(other.getByRole('contentinfo')).toBeAttached();
  await tile(other, 'One').click();
  await expect(tile(other, 'One')).toHaveAttribute('aria-pressed', 'true');
  await expect(other.getByText(OUTPUT_DEVICE_MESSAGES.gone)).toHaveCount(0);
  await present.close();
});
