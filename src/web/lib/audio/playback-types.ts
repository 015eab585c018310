import type { AudioStore } from './audio-cache.ts';

export type CacheState = 'initializing' | 'ready' | 'failed';

export interface PlaybackSnapshot {
  /** The sound started last of those playing now. */
  playingId: string | null;
  /** Every sound playing now, in the order they started (one, unless the board overlaps them). */
  playingIds: readonly string[];
  /** The sound pressed last of those still being fetched/decoded (or waiting for the limiter). */
  loadingId: string | null;
  /** Every pressed sound not started yet, in press order (several only when the board overlaps them). */
  loadingIds: readonly string[];
  /** 0–100 of `playingId`; 0 when nothing plays. */
  progress: number;
  cacheState: CacheState;
}

/** The parts of an AudioParam the engine automates (volume and fades). */
export interface AudioParamLike {
  value: number;
  setValueAtTime(value: number, time: number): unknown;
  linearRampToValueAtTime(value: number, time: number): unknown;
  cancelScheduledValues(time: number): unknown;
}

export interface GainNodeLike {
  readonly gain: AudioParamLike;
  connect(destination: never): unknown;
}

/** The parts of the Web Audio API the engine uses (a real AudioContext in the browser). */
export interface AudioContextLike {
  readonly currentTime: number;
  /** The output's rate (a real context has one; sounds are decoded at it, decision 052). */
  readonly sampleRate?: number;
  readonly state: string;
  readonly destination: unknown;
  resume(): Promise<void>;
  createBufferSource(): AudioSourceLike;
  createGain(): GainNodeLike;
  /** Chromium's output device choice (AudioContext.setSinkId); absent elsewhere. */
  setSinkId?(sinkId: string): Promise<void>;
  close?(): Promise<void>;
}

/** What decodes sounds ahead of a press (an OfflineAudioContext in the browser: no audio output to open). */
export interface AudioDecoderLike {
  decodeAudioData(data: ArrayBuffer): Promise<{ duration: number }>;
}

export interface AudioSourceLike {
  buffer: unknown;
  loop: boolean;
  loopStart: number;
  loopEnd: number;
  onended: (() => void) | null;
  connect(destination: never): unknown;
  start(when?: number, offset?: number, duration?: number): void;
  stop(when?: number): void;
}

/**
 * How one button plays (decision 036), applied at play time: the stored audio is never re-encoded. Times in
 * seconds; `gain` is linear (1 as recorded), the button's volume times its loudness correction.
 */
export interface PlayControls {
  gain: number;
  start: number;
  /** Where playback ends; null: the sound's end. */
  end: number | null;
  fadeIn: number;
  fadeOut: number;
  loop: boolean;
}

export const DEFAULT_CONTROLS: PlayControls = {
  gain: 1,
  start: 0,
  end: null,
  fadeIn: 0,
  fadeOut: 0,
  loop: false,
};

/** A sound to play: its id (a button's, or a library sound's) and address, with how to play it. */
export interface PlayRequest {
  id: string;
  url: string | null;
  controls?: PlayControls;
}

export type PlayMode = 'single' | 'overlap';

/** The two outputs a sound can play into at once (decision 057): the user's own, and a stream device. */
export type OutputName = 'monitor' | 'stream';

/** A master limiter loading: resolves with the move that puts it between the master and the device. */
export type LimiterLoading = Promise<(() => void) | null>;

export interface PlaybackDeps {
  /** The context sounds play through; made for the first press, or earlier by warmUp(). */
  createContext(): AudioContextLike;
  /**
   * Connects an output's master gain to its device (the browser's: through the master limiter, decision 062).
   * A limiter that loads first answers a promise of the move that puts it in (null: none comes, decision 064).
   */
  connectMaster?: (context: AudioContextLike, master: GainNodeLike) => LimiterLoading | void;
  /** How long a press waits for a limiter still loading before it plays without (decision 064). */
  limiterWaitMs?: number;
  /** A decoder at this rate (the output's when known, decision 052). */
  createDecoder(sampleRate: number): AudioDecoderLike;
  /** The output rate remembered from this browser's last context, so decoding starts at it (decision 052). */
  outputRate?: { remembered(): number | null; remember(rate: number): void };
  /** `low`: a background fetch (the sounds of tiles off screen). */
  fetch(url: string, priority?: 'low'): Promise<Response>;
  /** Runs the callback when the browser is idle (requestIdleCallback); default: a macrotask. */
  requestIdle?(callback: () => Promise<void>): void;
  openStore(): Promise<AudioStore>;
  requestFrame(callback: () => void): number;
  cancelFrame(handle: number): void;
  /** Shows a playback message (spec §8). */
  onError(message: string): void;
}

/** A decoded sound (an AudioBuffer in the browser). */
export type Decoded = { duration: number };

/** One button's part of the playback state (what its tile shows). */
export interface ButtonStatus {
  playing: boolean;
  loading: boolean;
  /** 0–100 while this button plays, else 0. */
  progress: number;
}
