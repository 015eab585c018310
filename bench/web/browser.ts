/**
 * Debian Chromium for the browser benchmarks (the flags of the e2e config), a per-page CDP byte counter and
 * a press-latency probe: AudioBufferSourceNode.prototype.start is wrapped by an init script that records the
 * time since the last pointerdown/keydown event (event.timeStamp, the moment the browser received the input).
 */
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { CHROMIUM_FLAGS, MEDIA_FLAGS } from '../../e2e/support/chromium-flags.ts';
import { findChromium } from '../../e2e/support/find-chromium.ts';

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: findChromium(),
    args: [...CHROMIUM_FLAGS, '--autoplay-policy=no-user-gesture-required', ...MEDIA_FLAGS],
  });
}

export interface Transfer {
  url: string;
  type: string;
  bytes: number;
}

/** Counts the bytes each response took on the wire (CDP Network.loadingFinished encodedDataLength). */
export async function countTransfers(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const pending = new Map<string, { url: string; type: string }>();
  const done: Transfer[] = [];
  cdp.on('Network.responseReceived', (event) => {
    pending.set(event.requestId, { url: event.response.url, type: event.type });
  });
  cdp.on('Network.loadingFinished', (event) => {
    const request = pending.get(event.requestId);
    if (request) done.push({ ...request, bytes: event.encodedDataLength });
  });
  return done;
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Installed before any page script: records (start() time − last input event time) per sound start. */
export const PRESS_PROBE = `
  window.__pressDelays = [];
  window.__upDelays = [];
  let lastDown = 0, lastUp = 0;
  for (const type of ['pointerdown', 'keydown']) {
    addEventListener(type, (event) => { lastDown = event.timeStamp; }, { capture: true });
  }
  addEventListener('pointerup', (event) => { lastUp = event.timeStamp; }, { capture: true });
  const start = AudioBufferSourceNode.prototype.start;
  AudioBufferSourceNode.prototype.start = function (...args) {
    const now = performance.now();
    window.__pressDelays.push(now - lastDown);
    window.__upDelays.push(lastUp >= lastDown ? now - lastUp : NaN);
    return start.apply(this, args);
  };
  try { performance.setResourceTimingBufferSize(5000); } catch {}
`;

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))] ?? NaN;
}

/** A tap on the tile: pointer down, hold `holdMs` (a finger's tap is ~80 ms), up. */
export async function tap(page: Page, tile: ReturnType<Page['locator']>, holdMs = 80) {
  const box = await tile.boundingBox();
  if (!box) throw new Error('tile not visible');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.waitForTimeout(holdMs);
  await page.mouse.up();
}
