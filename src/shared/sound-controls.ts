/**
 * Limits and defaults of the sound controls (decision 036): per-button volume, trim,
 * fades and loop; the board's master volume, play mode and stop-all key; loudness normalisation. No zod
 * here: the visitor's board page imports it.
 */

/** A button's volume in percent: 0 is silent, 100 as recorded, 200 twice as loud. */
export const BUTTON_VOLUME = { min: 0, max: 200, default: 100 } as const;
/** The board's master volume in percent, applied over every button. */
export const MASTER_VOLUME = { min: 0, max: 100, default: 100 } as const;

/** Longest fade in or out, in milliseconds. */
export const FADE_MAX_MS = 10_000;
/** Longest trim point (an hour): the server checks the order, the editor checks against the decoded length. */
export const TRIM_MAX_MS = 60 * 60 * 1000;

/** "One at a time" stops what plays when another button starts (spec default); "overlap" layers them. */
export const PLAY_MODES = ['single', 'overlap'] as const;
export type PlayMode = (typeof PLAY_MODES)[number];
export const DEFAULT_PLAY_MODE: PlayMode = 'single';
export const PLAY_MODE_LABELS: Record<PlayMode, string> = {
  single: 'One at a time',
  overlap: 'Overlap',
};

/** The stop-all key: Escape, or one character like a button hotkey (stored uppercase). */
export const DEFAULT_STOP_ALL_KEY = 'Escape';

/** EBU R128 normalisation target: sounds play near this integrated loudness. */
export const LOUDNESS_TARGET_LUFS = -16;
/** The stored gain is kept within this range, so a near-silent clip is not blown up into noise. */
export const LOUDNESS_GAIN_DB = { min: -30, max: 20 } as const;

export const SOUND_CONTROL_MESSAGES = {
  volume: 'Volume',
  masterVolume: 'Master volume',
  playMode: 'Play mode',
  stopAll: 'Stop All',
  stopAllKey: 'Stop-all key',
  stopAllKeyHint: 'Escape, or one character not used by a button.',
  useEscape: 'Use Escape',
  stopAllKeyTaken: 'That key is already a button hotkey on this board.',
  stopAllKeyInvalid: 'Use Escape or one printable character.',
  loop: 'Loop',
  trim: 'Trim',
  trimStart: 'Start',
  trimEnd: 'End',
  trimHint: 'Drag the handles on the waveform, or use the sliders.',
  trimOrder: 'The end must come after the start.',
  fadeIn: 'Fade in',
  fadeOut: 'Fade out',
  normalize: 'Normalise loudness',
  normalizeHint: `Plays near ${LOUDNESS_TARGET_LUFS} LUFS, measured from the sound itself.`,
  outputDevice: 'Output device',
  defaultOutput: 'System default',
  outputDeviceFailed: 'Could not switch to that output device.',
  outputDeviceHint: 'On this device only: play into speakers, headphones or a virtual cable.',
  outputDeviceDescription:
    'Where this board plays on this device, e.g. a virtual cable into a call.',
  /** Two outputs at once (decision 057). */
  monitorVolume: 'Volume on this output',
  streamOutput: 'Stream output',
  streamOutputHint: 'Every sound also plays here, e.g. a virtual cable into a call or a stream.',
  noStreamOutput: 'None',
  streamVolume: 'Stream volume',
  done: 'Done',
  showDeviceNames: 'Show device names',
  soundSettings: 'Sound settings',
  soundSettingsDescription: 'volume, trim, fades, loop and loudness.',
  preview: 'Preview',
  stopPreview: 'Stop preview',
  loadingWaveform: 'Loading waveform…',
  waveformFailed: 'Could not load this sound to draw its waveform.',
  fadeHint: 'Seconds, up to 10.',
  normalizeMeasured: (lufs: number, gainDb: number) =>
    `Measured ${lufs.toFixed(1)} LUFS; plays ${gainDb >= 0 ? '+' : ''}${gainDb.toFixed(1)} dB to reach ${LOUDNESS_TARGET_LUFS} LUFS.`,
  soundSettingsSaved: 'Sound settings saved',
  soundSettingsFailed: 'Failed to save sound settings.',
  boardAudio: 'Board audio',
  boardAudioDescription: 'Master volume, how presses mix, the stop-all key and where sound plays.',
  boardAudioSaved: 'Board audio saved',
  boardAudioFailed: 'Failed to save board audio.',
  playModeHints: {
    single: 'A press stops what is playing.',
    overlap: 'Sounds play over each other.',
  } as Record<PlayMode, string>,
} as const;
