/**
 * Makes the web app manifest's images (decision 028) in src/web/public/icons: the app icon at 192 and 512 px and
 * a maskable 512 px icon (the logo inside the central 80 % safe zone) rendered from favicon.svg by Debian's
 * Chromium, and two screenshots of the real visitor home (narrow and wide) from the production build served
 * by the real server. Run after a change to the logo or the home page:
 *   npm run build && node --import tsx scripts/make-pwa-images.ts
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { startWebServer } from '../bench/web/web-fixture.ts';
import { CHROMIUM_FLAGS } from '../e2e/support/chromium-flags.ts';
import { findChromium } from '../e2e/support/find-chromium.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT = path.join(ROOT, 'src/web/public/icons');
const svg = await readFile(path.join(ROOT, 'src/web/public/favicon.svg'), 'utf8');
const svgUrl = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_FLAGS });
try {
  const page = await browser.newPage();
  const icon = async (file: string, size: number, maskable: boolean) => {
    await page.setViewportSize({ width: size, height: size });
    // A maskable icon is cropped to a circle or squircle by the launcher: a full-bleed background, the logo
    // within the central 80 %.
    const inner = maskable ? Math.round(size * 0.6) : size;
    await page.setContent(
      `<body style="margin:0;display:grid;place-items:center;width:${size}px;height:${size}px;background:${maskable ? '#6d28d9' : 'transparent'}"><img src="${svgUrl}" width="${inner}" height="${inner}"></body>`,
    );
    await page.screenshot({ path: path.join(OUT, file), omitBackground: !maskable });
  };
  await icon('icon-192.png', 192, false);
  await icon('icon-512.png', 512, false);
  await icon('icon-maskable-512.png', 512, true);
  await icon('apple-touch-icon-180.png', 180, true);

  const web = await startWebServer();
  try {
    for (const [file, width, height] of [
      ['screenshot-narrow.png', 390, 844],
      ['screenshot-wide.png', 1280, 800],
    ] as const) {
      const shot = await browser.newPage({ viewport: { width, height }, colorScheme: 'light' });
      await shot.goto(`${web.server.url}/`);
      await shot.getByRole('heading', { level: 1 }).first().waitFor();
      await shot.waitForLoadState('networkidle');
      await shot.evaluate(() => document.fonts.ready);
      await shot.screenshot({ path: path.join(OUT, file) });
      await shot.close();
    }
  } finally {
    await web.stop();
  }
} finally {
  await browser.close();
}
process.stdout.write(`PWA images written to ${path.relative(ROOT, OUT)}\n`);
