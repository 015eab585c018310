import type { OutputName } from './playback-types.ts';

// The second output and each output's volume, chosen on this device (decision 057): device ids belong to one
// browser profile, so they are kept in the browser, never on the account.
const STREAM_KEY = 'soundboard:stream-output';
const VOLUME_KEY = (output: OutputName) => `soundboard:${output}-volume`;

/** The stream output's device id, or null when sounds play into the monitor output only. */
export function storedStreamOutput(): string | null {
  try {
    return localStorage.getItem(STREAM_KEY);
  } catch {
    return null;
  }
}

export function storeStreamOutput(sinkId: string | null) {
  try {
    if (sinkId === null) localStorage.removeItem(STREAM_KEY);
    else localStorage.setItem(STREAM_KEY, sinkId);
  } catch {
    // private mode: the choice lasts for this page only
  }
}

/** An output's own volume, 0–2 (1 when never set). */
export function storedOutputVolume(output: OutputName): number {
  try {
    const value = Number(localStorage.getItem(VOLUME_KEY(output)) ?? 1);
    return Number.isFinite(value) && value >= 0 && value <= 2 ? value : 1;
  } catch {
    return 1;
  }
}

export function storeOutputVolume(output: OutputName, volume: number) {
  try {
    localStorage.setItem(VOLUME_KEY(output), String(volume));
  } catch {
    // private mode: the volume lasts for this page only
  }
}
