import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { decodedLayer, LOUD_LAYER_FREQUENCIES, loudLayer } from './fixtures/loud-layers.ts';
import { signUpThroughApi } from './support/accounts.ts';
import { watchTilePlay } from './support/tile-plays.ts';
import { createBoardThroughApi } from './support/boards.ts';
import {
  audible,
  dbOf,
  installOutputTap,
  OUTPUT_TAP_CONTEXT,
  readTap,
  startTap,
  toneAmplitude,
  truePeakDbfs,
  type TapRecording,
} from './support/output-tap.ts';
import { expect, test } from './support/test.ts';

// Decision 062, heard at the output: four sounds each at the peak ceiling, layered in "overlap" mode, add up
// to about +11 dBTP; the master limiter holds both outputs (monitor and stream, decision 057) under −1 dBTP.
test.use(OUTPUT_TAP_CONTEXT);

/**
 * The tap measures with the limiter's own interpolation filter, and the limiter aims 0.05 dB under the
 * ceiling: its gain changes within the filter's 24 samples while it works, which the aim absorbs. What the
 * test allows over −1 dBTP is the Float32 rounding of the tap's sum, nothing audible.
 */
const TOLERANCE_DB = 0.01;

const labels = LOUD_LAYER_FREQUENCIES.map((frequency) => `Tone ${frequency}`);

/** A board in overlap mode with one button per loud layer, each stored as measured (gain 0 dB). */
async function layersBoard(request: APIRequestContext) {
  const board = await createBoardThroughApi(request, 'Layers');
  for (const [index, frequency] of LOUD_LAYER_FREQUENCIES.entries()) {
    const upload = await request.post('/api/sounds', {
      multipart: {
        name: labels[index]!,
        file: {
          name: `tone-${frequency}.wav`,
          mimeType: 'audio/wav',
          buffer: Buffer.from(loudLayer(frequency)),
        },
      },
    });
    expect(upload.status(), await upload.text()).toBe(201);
    const sound = (await upload.json()) as { id: string };
    // Measured as normalised already: played at its own level, at the ceiling.
    const loudness = await request.put(`/api/sounds/${sound.id}/loudness`, {
      data: { loudness_gain_db: 0 },
    });
    expect(loudness.status(), await loudness.text()).toBe(200);
    const button = await request.patch(
      `/api/boards/${board.id}/buttons/${board.soundboard_buttons[index]!.id}`,
      { data: { label: labels[index], sound_id: sound.id } },
    );
    expect(button.status(), await button.text()).toBe(200);
  }
  const mode = await request.patch(`/api/boards/${board.id}`, { data: { play_mode: 'overlap' } });
  expect(mode.status(), await mode.text()).toBe(200);
  return board;
}

/**
 * Plays the four layers together on a page whose outputs are tapped, and checks the outputs' peaks: both,
 * with a stream output at 200% (the default), or the monitor alone.
 */
async function layersStayUnderCeiling(page: Page, context: BrowserContext, stream = true) {
  await signUpThroughApi(context);
  const board = await layersBoard(context.request);
  // A stream output chosen on an earlier visit, at 200% (decision 057): the limiter holds it too.
  if (stream) {
    await page.addInitScript(() => {
      const prototype = AudioContext.prototype as unknown as {
        setSinkId(id: string): Promise<void>;
      };
      prototype.setSinkId = () => Promise.resolve();
      localStorage.setItem('soundboard:stream-output', 'cable-1');
      localStorage.setItem('soundboard:stream-volume', '2');
    });
  }
  await installOutputTap(page);
  await page.goto(`/?board=${board.id}`);
  const tiles = labels.map((label) => page.getByRole('button', { name: label, exact: true }));
  await expect(tiles[0]!).toBeVisible();
  await startTap(page, { contexts: stream ? 2 : 1 });

  for (const [index, tile] of tiles.entries()) {
    await tile.click();
    await expect(tile).toHaveAttribute('aria-pressed', 'true');
    // The layers are pressed while the first sound plays (not while it still loads: it would not be alone).
    if (index === 0) await expect(page.getByTestId('tile-progress-percent')).toContainText('%');
  }
  for (const tile of tiles) {
    await expect(tile).toHaveAttribute('aria-pressed', 'false', { timeout: 15_000 });
  }

  const check = (name: string, recording: TapRecording) => {
    const played = audible(recording.channels[0]!);
    // All four sounded together: each tone is there in the middle of the recording.
    const middle = played.subarray(played.length / 2 - 4800, played.length / 2 + 4800);
    for (const frequency of LOUD_LAYER_FREQUENCIES) {
      expect(toneAmplitude(middle, frequency, recording.sampleRate)).toBeGreaterThan(0.1);
    }
    const peak = truePeakDbfs(recording);
    console.log(`${name}: true peak ${peak.toFixed(3)} dBTP`);
    expect(peak).toBeLessThanOrEqual(-1 + TOLERANCE_DB);
  };
  check('monitor', await readTap(page, 0));
  if (stream) check('stream', await readTap(page, 1));
}

/**
 * How long after its event the held module is let go. A press waits at most 1 s for it (decision 064), and on
 * a machine at load 17 (three browser workers on two cores) the page took over 700 ms to put a released module
 * in, so a press is answered at once (the module is still missing while the press handler runs); the first
 * start leaves 300 ms, so the module goes in while the sound plays.
 */
const RELEASE_MS = { 'first-press': 0, 'second-press': 0, 'first-start': 300 } as const;

/**
 * The page's limiter module is held back (in the page: the service worker serves it from its precache, out of
 * page.route's reach) until RELEASE_MS after an event of the page itself, so what it tests does not hang on
 * how fast a busy machine clicks: 'first-press' — the first press (which waits up to LIMITER_WAIT_MS, 3 s,
 * for the limiter unless its sound may play alone); 'first-start' — the first sound's start(); 'second-press'
 * — a press on a second tile (which waits as the first press does). `window.__limiterTimes` records
 * when the first sound started and when the module had loaded.
 */
async function slowLimiterModule(
  page: Page,
  until: 'first-press' | 'first-start' | 'second-press',
) {
  await page.addInitScript(
    ({ until, releaseMs }) => {
      const times: { started?: number; loaded?: number } = {};
      (window as unknown as { __limiterTimes: typeof times }).__limiterTimes = times;
      let release: () => void = () => undefined;
      const released = new Promise<void>((resolve) => (release = resolve));
      const releaseSoon = () => setTimeout(release, releaseMs);
      const start = AudioBufferSourceNode.prototype.start;
      AudioBufferSourceNode.prototype.start = function (this: AudioBufferSourceNode, ...args) {
        if (times.started === undefined && until === 'first-start') releaseSoon();
        times.started ??= performance.now();
        return start.apply(this, args);
      };
      let presses = 0;
      // Capture on the window: runs before the tile's own handler starts the press's wait.
      addEventListener(
        'pointerdown',
        () => {
          presses += 1;
          if (presses === (until === 'first-press' ? 1 : 2) && until !== 'first-start')
            releaseSoon();
        },
        { capture: true },
      );
      const addModule = AudioWorklet.prototype.addModule;
      AudioWorklet.prototype.addModule = function (this: AudioWorklet, url: string | URL, options) {
        const loading = addModule.call(this, url, options);
        if (!String(url).includes('master-limiter')) return loading;
        return Promise.all([loading, released]).then(
          () => void (times.loaded ??= performance.now()),
        );
      };
    },
    { until, releaseMs: RELEASE_MS[until] },
  );
}

const limiterTimes = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { __limiterTimes: { started?: number; loaded?: number } })
        .__limiterTimes,
  );

test('four loud sounds layered in overlap mode stay under −1 dBTP on both outputs', async ({
  page,
  context,
}) => {
  test.slow();
  await layersStayUnderCeiling(page, context);
});

// Decision 064: CI's busy runner once loaded the limiter's module after the first press, and putting it in
// mid-sound made a click that passed the ceiling (−0.79 dBTP). A module slow to load is waited for: the stream
// output at 200% keeps the first sound from playing alone (decision 073), so it waits too.
test('with the limiter’s module slow to load, the layers still stay under −1 dBTP', async ({
  page,
  context,
}) => {
  test.slow();
  await slowLimiterModule(page, 'first-press');
  await layersStayUnderCeiling(page, context);
});

// Decision 073: a lone sound does not wait for the limiter (it stays under the ceiling by its own gain); the
// limiter goes in mid-sound once loaded, through a path aligned sample for sample: no gap, no step, no click.
test('a lone sound starts before the limiter has loaded, which goes in mid-sound without a click', async ({
  page,
  context,
}) => {
  test.slow();
  await slowLimiterModule(page, 'first-start');
  await signUpThroughApi(context);
  const board = await layersBoard(context.request);
  await installOutputTap(page);
  await page.goto(`/?board=${board.id}`);
  const tile = page.getByRole('button', { name: labels[1], exact: true });
  await expect(tile).toBeVisible();
  await startTap(page);
  const playedThrough = await watchTilePlay(page, labels[1]!);
  await tile.click();
  await playedThrough({ endsWithin: 15_000 });

  const times = await limiterTimes(page);
  expect(times.started).toBeDefined();
  expect(times.loaded).toBeDefined();
  // Started first, and the module loaded while it played (the tone lasts 4 s).
  expect(times.loaded! - times.started!).toBeGreaterThan(0);
  expect(times.loaded! - times.started!).toBeLessThan(3000);

  const recording = await readTap(page);
  const peak = truePeakDbfs(recording);
  console.log(`lone sound, limiter in mid-sound: true peak ${peak.toFixed(3)} dBTP`);
  expect(peak).toBeLessThanOrEqual(-1 + TOLERANCE_DB);
  // No gap and no doubling at the switch: every 10 ms of the tone's body has the tone's level.
  const played = audible(recording.channels[0]!);
  const window = recording.sampleRate / 100;
  const levels: number[] = [];
  for (
    let at = recording.sampleRate / 2;
    at + window < played.length - recording.sampleRate / 2;
    at += window
  ) {
    let top = 0;
    for (const sample of played.subarray(at, at + window)) top = Math.max(top, Math.abs(sample));
    levels.push(top);
  }
  const spread = dbOf(Math.max(...levels) / Math.min(...levels));
  console.log(
    `lone sound, limiter in mid-sound: level spread ${spread.toFixed(4)} dB over ${levels.length} windows`,
  );
  expect(spread).toBeLessThan(0.1);
});

test('with the module slow, layers pressed while a lone sound plays wait for the limiter and stay under −1 dBTP', async ({
  page,
  context,
}) => {
  test.slow();
  await slowLimiterModule(page, 'second-press');
  await layersStayUnderCeiling(page, context, false);
  const times = await limiterTimes(page);
  expect(times.loaded! - times.started!).toBeGreaterThan(0);
});

test('a lone sound at the ceiling passes the limiter unchanged (within 0.01 dB)', async ({
  page,
  context,
}) => {
  await signUpThroughApi(context);
  const board = await layersBoard(context.request);
  await installOutputTap(page);
  await page.goto(`/?board=${board.id}`);
  const tile = page.getByRole('button', { name: labels[2], exact: true });
  await expect(tile).toBeVisible();
  await startTap(page);
  const playedThrough = await watchTilePlay(page, labels[2]!);
  await tile.click();
  await playedThrough({ endsWithin: 15_000 });

  const recording = await readTap(page);
  const frequency = LOUD_LAYER_FREQUENCIES[2];
  const played = audible(recording.channels[0]!);
  const middle = played.subarray(played.length / 2 - 4800, played.length / 2 + 4800);
  const source = decodedLayer(frequency);
  const sourceMiddle = source.subarray(source.length / 2 - 4800, source.length / 2 + 4800);
  const change = dbOf(
    toneAmplitude(middle, frequency, recording.sampleRate) /
      toneAmplitude(sourceMiddle, frequency, 48_000),
  );
  console.log(`lone sound through the limiter: ${change.toFixed(4)} dB`);
  expect(Math.abs(change)).toBeLessThan(0.01);
});
