import type { Browser, Locator, Page } from '@playwright/test';
import { REMOTE_PATHS } from '../src/shared/remote.ts';
import { REMOTE_UI_MESSAGES as M } from '../src/shared/remote-ui-messages.ts';
import { signUpThroughApi } from './support/accounts.ts';
import { publicBoardWithSounds } from './support/boards.ts';
import { installOutputTap, OUTPUT_TAP_CONTEXT, readTap, startTap } from './support/output-tap.ts';
import {
  expect,
  expectNoSeriousA11yViolations,
  settleAnimations,
  test,
  VIEWPORTS,
} from './support/test.ts';

// Issue 29, decision 060: a phone paired by code, and an access token, press on the desktop's player.
test.use(OUTPUT_TAP_CONTEXT);

/** Seconds of samples above the noise floor the page sent out since the last read. */
async function audibleSeconds(page: Page) {
  const recording = await readTap(page);
  const [left] = recording.channels;
  let count = 0;
  for (const sample of left ?? []) if (Math.abs(sample) > 1e-4) count++;
  return count / recording.sampleRate;
}

/** How many audio contexts the page has made (none: it cannot have made a sound). */
const contextsOf = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { __outputTap: { contexts(): number } }).__outputTap.contexts(),
  );

async function shots(page: Page, name: string, part?: Locator) {
  for (const [label, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    await settleAnimations(page);
    const path = `/tmp/shots/remote/${name}-${size.width}-${label}.png`;
    await (part ? part.screenshot({ path }) : page.screenshot({ path }));
  }
}

async function openPlayer(page: Page, boardId: string) {
  await installOutputTap(page);
  await page.goto(`/?board=${boardId}`);
  await expect(page.getByRole('button', { name: 'Airhorn', exact: true })).toBeVisible();
}

async function phoneContext(browser: Browser) {
  const phone = await browser.newContext({
    ...OUTPUT_TAP_CONTEXT,
    viewport: VIEWPORTS.phone,
    hasTouch: true,
  });
  const page = await phone.newPage();
  await installOutputTap(page);
  return { phone, page };
}

test('a phone paired by code plays on the desktop and stays silent; progress reaches it; Disconnect stops it', async ({
  page,
  browser,
}) => {
  test.slow();
  await signUpThroughApi(page.context());
  const board = await publicBoardWithSounds(
    page.context().request,
    'Remote party',
    ['Airhorn', 'Applause'],
    // Long enough to be still playing when the phone is read, on a busy machine too.
    8,
  );
  await openPlayer(page, board.id);

  await page.getByRole('button', { name: M.useRemote }).click();
  const dialog = page.getByRole('dialog', { name: M.dialogTitle });
  await expect(
    dialog.getByRole('img', { name: /QR code that opens .*\/remote\?code=/ }),
  ).toBeVisible();
  const code = (await dialog.getByTestId('pairing-code').textContent())!;
  expect(code).toMatch(/^[A-Z2-9]{4} [A-Z2-9]{4}$/);
  await expect(dialog.getByText(M.noRemotes)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shots(page, 'dialog');
  await page.setViewportSize(VIEWPORTS.desktop);

  const { phone, page: remote } = await phoneContext(browser);
  await remote.goto('/remote');
  await expectNoSeriousA11yViolations(remote);
  await shots(remote, 'phone-code');
  await remote.getByLabel(M.codeField).fill(code.toLowerCase());
  await remote.getByRole('button', { name: M.connect }).click();
  const pad = remote.getByRole('button', { name: 'Airhorn', exact: true });
  await expect(pad).toBeVisible();
  // The desktop's list shows the new remote at once (remotes_changed).
  await expect(dialog.getByRole('button', { name: /^Disconnect / })).toHaveCount(1);

  // The desktop's context is made by a pointer over the board; the tap records from then on.
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Airhorn', exact: true }).hover();
  await startTap(page);
  await pad.tap();
  await expect(page.getByRole('button', { name: 'Airhorn', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  let heard = 0;
  await expect.poll(async () => (heard += await audibleSeconds(page))).toBeGreaterThan(0.2);
  // What plays, and its progress, on the phone.
  await expect(remote.getByText(M.nowPlaying('Airhorn'))).toBeVisible();
  await expect(remote.getByRole('progressbar', { name: 'Airhorn' })).toBeVisible();
  await expect(pad).toHaveAttribute('aria-pressed', 'true');
  // The phone made no audio context: it cannot have made a sound.
  expect(await contextsOf(remote)).toBe(0);
  await expectNoSeriousA11yViolations(remote);
  await shots(remote, 'phone-pads');

  // Play here too: the phone plays as well.
  await remote.setViewportSize(VIEWPORTS.phone);
  await remote.getByRole('switch', { name: M.playHereToo }).click();
  await remote.getByRole('button', { name: 'Applause', exact: true }).tap();
  await expect.poll(() => contextsOf(remote)).toBeGreaterThan(0);

  // Disconnect on the desktop: the phone is back at the code field with the reason, at once.
  await page.getByRole('button', { name: M.useRemote }).click();
  await dialog.getByRole('button', { name: /^Disconnect / }).click();
  await expect(remote.getByText(M.revoked)).toBeVisible({ timeout: 5000 });
  await expect(remote.getByLabel(M.codeField)).toBeVisible();
  await phone.close();
});

test('an access token made in Account Settings presses with curl’s request, and the desktop plays', async ({
  page,
  playwright,
}) => {
  test.slow();
  await signUpThroughApi(page.context());
  const board = await publicBoardWithSounds(page.context().request, 'Deck board', ['Airhorn'], 2);

  await page.goto('/my-account');
  const section = page.getByRole('region', { name: M.tokensTitle });
  await expect(section.getByText(M.noTokens)).toBeVisible();
  await section.getByLabel(M.tokenName).fill('Stream Deck');
  await section.getByLabel(M.tokenScope).selectOption({ label: 'Deck board' });
  await section.getByRole('button', { name: M.createToken }).click();
  const token = (await section.getByTestId('new-access-token').textContent())!;
  expect(token).toMatch(/^sbat_/);
  await expect(section.getByText(M.tokenCreated)).toBeVisible();
  await expect(section.getByText(`Bearer ${token}`)).toHaveCount(2); // the list and the press
  await expectNoSeriousA11yViolations(page);
  await shots(page, 'tokens', section);
  await page.setViewportSize(VIEWPORTS.desktop);
  await section.getByRole('button', { name: M.done }).click();
  await expect(section.getByText('Stream Deck', { exact: true })).toBeVisible();

  await openPlayer(page, board.id);
  const tile = page.getByRole('button', { name: 'Airhorn', exact: true });
  await page.mouse.click(5, 300); // a gesture: the page may play
  await tile.hover();
  await startTap(page);
  // A client with nothing but the token (no cookie, no origin), as curl or a Stream Deck sends it.
  const api = await playwright.request.newContext({ baseURL: new URL(page.url()).origin });
  const button = board.soundboard_buttons[0]!;
  // What the help's first curl line shows: the board's buttons with their ids.
  const listed = await api.get(REMOTE_PATHS.remoteBoard(board.id), {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(listed.status()).toBe(200);
  expect(((await listed.json()) as { buttons: { id: string }[] }).buttons[0]?.id).toBe(button.id);
  const pressed = await api.post(REMOTE_PATHS.press(board.id, button.id), {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(pressed.status()).toBe(202);
  expect(await pressed.json()).toEqual({ players: 1 });
  await expect(tile).toHaveAttribute('aria-pressed', 'true');
  let heard = 0;
  await expect.poll(async () => (heard += await audibleSeconds(page))).toBeGreaterThan(0.2);
  const stopped = await api.post(REMOTE_PATHS.stopAll(board.id), {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(stopped.status()).toBe(202);
  await expect(tile).toHaveAttribute('aria-pressed', 'false');

  // The player left: a press says no player is open (decision 080: its stream's row went with it).
  await page.goto('/my-account');
  await expect
    .poll(async () => {
      const press = await api.post(REMOTE_PATHS.stopAll(board.id), {
        headers: { authorization: `Bearer ${token}` },
      });
      return ((await press.json()) as { players: number }).players;
    })
    .toBe(0);

  // Revoked in Settings: the token stops at once.
  await page.getByRole('button', { name: M.revokeLabel('Stream Deck') }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: M.revoke }).click();
  await expect(page.getByText(M.noTokens)).toBeVisible();
  const after = await api.post(REMOTE_PATHS.press(board.id, button.id), {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(after.status()).toBe(401);
  await api.dispose();
});

test('a press before any gesture on the desktop asks for a tap, and plays from then on', async ({
  page,
  browser,
}) => {
  await signUpThroughApi(page.context());
  const board = await publicBoardWithSounds(page.context().request, 'Quiet desk', ['Airhorn'], 2);
  // Playwright's Chromium counts the page as activated from the start (its evaluate runs as a gesture): this
  // stands in for a browser's real state, no gesture until the first trusted pointer or key.
  await page.addInitScript(() => {
    let active = false;
    const activate = (event: Event) => {
      if (event.isTrusted) active = true;
    };
    addEventListener('pointerdown', activate, true);
    addEventListener('keydown', activate, true);
    Object.defineProperty(navigator, 'userActivation', {
      get: () => ({ hasBeenActive: active, isActive: active }),
    });
  });
  await openPlayer(page, board.id);
  const offered = await page.context().request.post(REMOTE_PATHS.remotes(board.id));
  expect(offered.status()).toBe(201);
  const { pair_path } = (await offered.json()) as { pair_path: string };

  const { phone, page: remote } = await phoneContext(browser);
  await remote.goto(pair_path);
  await remote.getByRole('button', { name: M.connect }).click();
  const pad = remote.getByRole('button', { name: 'Airhorn', exact: true });
  await pad.tap();
  const tile = page.getByRole('button', { name: 'Airhorn', exact: true });
  await expect(page.getByRole('alert').filter({ hasText: M.tapToAllow })).toBeVisible();
  await expect(tile).toHaveAttribute('aria-pressed', 'false');
  await page.screenshot({ path: '/tmp/shots/remote/tap-to-allow-1440.png' });

  await page.mouse.click(5, 500); // anywhere
  await expect(page.getByText(M.tapToAllow)).toBeHidden();
  await pad.tap();
  await expect(tile).toHaveAttribute('aria-pressed', 'true');
  await phone.close();
});
