// Shared: board playback (sounds), live listeners (live) and the settings preview (sound-controls) play a button alike.
import { LOUDNESS_GAIN_DB } from '#shared/sound-controls.ts';
import type { PlayControls } from './playback-engine.ts';

/** What a button's playback reads of it (a BoardButton fits; older cached boards may lack the fields). */
export interface ControlledButton {
  volume?: number;
  trim_start_ms?: number;
  trim_end_ms?: number | null;
  fade_in_ms?: number;
  fade_out_ms?: number;
  loop?: boolean;
  sound: { loudness_gain_db?: number | null; normalize?: boolean } | null;
}

/** The linear gain of a loudness correction in dB, kept within the stored range. */
export function loudnessFactor(sound: ControlledButton['sound']): number {
  const db = sound?.loudness_gain_db;
  if (db === null || db === undefined || sound?.normalize === false) return 1;
  const clamped = Math.min(LOUDNESS_GAIN_DB.max, Math.max(LOUDNESS_GAIN_DB.min, db));
  return 10 ** (clamped / 20);
}

/** How the engine plays this button (decision 036): volume × loudness, trim, fades and loop. */
export function playControlsOf(button: ControlledButton): PlayControls {
  return {
    gain: ((button.volume ?? 100) / 100) * loudnessFactor(button.sound),
    start: (button.trim_start_ms ?? 0) / 1000,
    end: button.trim_end_ms == null ? null : button.trim_end_ms / 1000,
    fadeIn: (button.fade_in_ms ?? 0) / 1000,
    fadeOut: (button.fade_out_ms ?? 0) / 1000,
    loop: button.loop ?? false,
  };
}
