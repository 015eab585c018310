import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS } from '../../e2e/support/chromium-flags.ts';
import { findChromium } from '../../e2e/support/find-chromium.ts';

/**
 * Chromium's own installability verdict for a page (decision 028): `Page.getInstallabilityErrors` over CDP, in a
 * profile of its own (an incognito context never qualifies), once the service worker controls the page.
 * Lighthouse 12 dropped its PWA audits; this is what replaced them. Returns the error ids ([] = installable).
 */
export async function installabilityErrors(url: string): Promise<string[]> {
  const profile = await mkdtemp(path.join(tmpdir(), 'soundboard-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: findChromium(),
    args: CHROMIUM_FLAGS,
  });
  try {
    const page = await context.newPage();
    await page.goto(url);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 30_000,
    });
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors: errors } = await cdp.send('Page.getInstallabilityErrors');
    return errors.map((error) => error.errorId);
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
}
