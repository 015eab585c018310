import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/** CHROMIUM_PATH, else Debian's /usr/bin/chromium, else a browser Playwright manages; undefined if none. */
export function findChromium(
  env: Record<string, string | undefined> = process.env,
): string | undefined {
  const candidates = [env.CHROMIUM_PATH, '/usr/bin/chromium', safeManagedPath()];
  return candidates.find((candidate): candidate is string => !!candidate && existsSync(candidate));
}

function safeManagedPath(): string | undefined {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}
