/**
 * The waveform of a 5-minute sound (decision 036): peaks computed from the decoded samples
 * and drawn on the sound settings' canvas, in Chromium, from the app's own `waveform-drawn` performance
 * measure (computing the peaks → drawn). The sound is decoded before (the board decodes its sounds ahead).
 * Target: ≤ 100 ms. Writes bench/RESULTS.md. Run: npm run bench:waveform.
 */
import { loadavg } from 'node:os';
import { OWNER_MENU_MESSAGES } from '../../src/shared/owner-menu-messages.ts';
import { SOUND_CONTROL_MESSAGES as M } from '../../src/shared/sound-controls.ts';
import { writeResultsSection } from '../results-file.ts';
import { launchBrowser, percentile } from './browser.ts';
import { createPublicBoard, ensureBuild, startWebServer, uploadSounds } from './web-fixture.ts';

const SECONDS = 300;
const RUNS = 5;
const SCREENS = [
  { name: 'phone 390 px, 3×', viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 },
  { name: 'desktop 1440 px, 2×', viewport: { width: 1440, height: 900 }, deviceScaleFactor: 2 },
];

ensureBuild();
const loadBefore = loadavg();
const web = await startWebServer();
const browser = await launchBrowser();
const rows: string[] = [];
try {
  const [soundId] = await uploadSounds(web, 1, SECONDS);
  const boardId = await createPublicBoard(web, 'Waveform bench', 1, [soundId!]);
  for (const screen of SCREENS) {
    const context = await browser.newContext({
      viewport: screen.viewport,
      deviceScaleFactor: screen.deviceScaleFactor,
    });
    await context.addCookies(
      web.owner.cookie!.split('; ').map((pair) => {
        const at = pair.indexOf('=');
        return { name: pair.slice(0, at), value: pair.slice(at + 1), url: web.server.url };
      }),
    );
    const page = await context.newPage();
    await page.goto(`${web.server.url}/?board=${boardId}`);
    await page.getByRole('contentinfo').waitFor({ state: 'attached' });
    const times: number[] = [];
    let columns = 0;
    for (let run = 0; run < RUNS; run++) {
      await page.evaluate(() => performance.clearMeasures('waveform-drawn'));
      await page
        .getByRole('button', { name: /^More actions for / })
        .first()
        .click();
      await page.getByRole('menuitem', { name: OWNER_MENU_MESSAGES.edit }).click();
      await page.getByRole('button', { name: M.soundSettings }).click();
      const canvas = page.getByTestId('waveform');
      await canvas.waitFor({ timeout: 60_000 });
      const drawn = await page.waitForFunction(
        () => performance.getEntriesByName('waveform-drawn')[0]?.duration,
        undefined,
        { timeout: 60_000 },
      );
      times.push((await drawn.jsonValue())!);
      columns = await canvas.evaluate((element: HTMLCanvasElement) => element.width);
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    }
    rows.push(
      `| ${screen.name} | ${columns} | ${times.map((t) => t.toFixed(1)).join(', ')} | **${percentile(times, 0.5).toFixed(1)} ms** | ${Math.max(...times).toFixed(1)} ms |`,
    );
    await context.close();
  }
} finally {
  await browser.close();
  await web.stop();
}
const loadAfter = loadavg();
const fmt = (values: number[]) => values.map((n) => n.toFixed(2)).join(' / ');
const markdown = `## Waveform of a 5-minute sound (decision 036)

Latest run: ${new Date().toISOString()}, Node ${process.version}, Debian Chromium (headless), production build served
by the real server (embedded database). \`bench/web/waveform.ts\`: a ${SECONDS}-second WAV (22.05 kHz mono, decoded at
48 kHz: 14.4 M samples) on a board; the owner opens its sound settings ${RUNS} times. Each figure is the app's own
\`waveform-drawn\` measure: peaks computed from the decoded samples, then drawn on the canvas. Load average
${fmt(loadBefore)} → ${fmt(loadAfter)}. Target: ≤ 100 ms.

| screen | canvas columns | runs | median | max |
|---|---|---|---|---|
${rows.join('\n')}`;
await writeResultsSection('waveform', markdown);
process.stdout.write(`${markdown}\n`);
