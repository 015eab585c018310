import { signUpThroughApi } from './support/accounts.ts';
import { publicBoardWithSounds } from './support/boards.ts';
import { expect, test } from './support/test.ts';

/**
 * What a visitor's browser does while a public board loads (decision 023): no work that can
 * wait for the user. Lighthouse's figures are in bench/RESULTS.md; these tests pin the behaviour.
 */

/** Counts the AudioContexts the page makes, and the sound sources it starts. */
const AUDIO_PROBE = `
  window.__audioContexts = 0;
  window.__started = 0;
  const Original = window.AudioContext;
  window.AudioContext = class extends Original {
    constructor(...args) {
      super(...args);
      window.__audioContexts++;
    }
  };
  const start = AudioBufferSourceNode.prototype.start;
  AudioBufferSourceNode.prototype.start = function (...args) {
    window.__started++;
    return start.apply(this, args);
  };
`;

let boardId: string;

test.beforeAll(async ({ browser }) => {
  const owner = await browser.newContext();
  await signUpThroughApi(owner);
  boardId = (await publicBoardWithSounds(owner.request, 'Quiet start', ['Airhorn', 'Drumroll'])).id;
  await owner.close();
});

test('a public board loads no stylesheet: the CSS is in the HTML, lazy chunks do not add it again', async ({
  page,
}) => {
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
  });
  await page.goto(`/board/${boardId}`);
  // The app has taken over (its footer exists only once React rendered) and the board's chunk is in.
  await expect(page.getByRole('contentinfo')).toBeAttached();
  await expect(page.getByTestId('board-tile')).toHaveText(['Airhorn', 'Drumroll']);
  await page.waitForLoadState('networkidle');
  expect(stylesheets).toEqual([]);
});

test("the board's sounds are decoded without an AudioContext; it is made when the pointer reaches the page, and the press plays", async ({
  page,
}) => {
  await page.addInitScript(AUDIO_PROBE);
  await page.goto(`/board/${boardId}`);
  await expect(page.getByRole('contentinfo')).toBeAttached();
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          performance.getEntriesByType('resource').filter((e) => e.name.includes('/files/sounds/'))
            .length,
      ),
    )
    .toBe(1);
  await page.waitForLoadState('networkidle');
  expect(
    await page.evaluate(() => (window as unknown as { __audioContexts: number }).__audioContexts),
  ).toBe(0);

  await page.getByTestId('board-tile').first().hover();
  expect(
    await page.evaluate(() => (window as unknown as { __audioContexts: number }).__audioContexts),
  ).toBe(1);
  await page.getByTestId('board-tile').first().click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __started: number }).__started))
    .toBe(1);
  expect(
    await page.evaluate(() => (window as unknown as { __audioContexts: number }).__audioContexts),
  ).toBe(1);
});
