import { SOUND_MESSAGES } from '#shared/sound-messages.ts';
import type { AudioStore } from './audio-cache.ts';

export type CacheState = 'initializing' | 'ready' | 'failed';

export interface PlaybackSnapshot {
  /** The sound started last of those playing now. */
  playingId: string | null;
  /** Every sound playing now, in the order they started (one, unless the board overlaps them). */
  playingIds: readonly string[];
  /** The sound being fetched/decoded after a press. */
  loadingId: string | null;
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
  readonly state: string;
  readonly destination: unknown;
  resume(): Promise<void>;
  createBufferSource(): AudioSourceLike;
  createGain(): GainNodeLike;
  /** Chromium's output device choice (AudioContext.setSinkId); absent elsewhere. */
  setSinkId?(sinkId: string): Promise<void>;
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

export interface PlaybackDeps {
  /** The context sounds play through; made for the first press, or earlier by warmUp(). */
  createContext(): AudioContextLike;
  createDecoder(): AudioDecoderLike;
  /** `low`: a background fetch (the sounds of tiles off screen). */
  fetch(url: string, priority?: 'low'): Promise<Response>;
  /** Runs the callback when the browser is idle (requestIdleCallback); default: a macrotask. */
  requestIdle?(callback: () => void): void;
  openStore(): Promise<AudioStore>;
  requestFrame(callback: () => void): number;
  cancelFrame(handle: number): void;
  /** Shows a playback message (spec §8). */
  onError(message: string): void;
}

type Decoded = { duration: number };

/** One button's part of the playback state (what its tile shows). */
export interface ButtonStatus {
  playing: boolean;
  loading: boolean;
  /** 0–100 while this button plays, else 0. */
  progress: number;
}

/**
 * How often the playing tile's progress is published (seconds of playback). Each step re-renders, styles and
 * lays out one tile; every frame (60 a second) kept a 500-button board's main thread busy enough to delay
 * the next press (issue 11 row 5, decision 024). The fill glides between steps with a CSS transition of the
 * same length, on the compositor.
 */
export const PROGRESS_STEP_SECONDS = 0.1;

const IDLE_STATUS: ButtonStatus = { playing: false, loading: false, progress: 0 };

/** One sound playing: its source, its own gain (volume, fades) and where it is in its trimmed span. */
interface Voice {
  id: string;
  source: AudioSourceLike;
  gain: GainNodeLike;
  controls: PlayControls;
  startedAt: number;
  /** Seconds from the trim start to the trim end (one pass of a loop). */
  span: number;
  progress: number;
  /** Playback time of the last published progress. */
  shownAt: number;
}

/**
 * One AudioContext, decoded buffers kept per URL, audio bytes from the IndexedDB cache when present (else the
 * network, then cached). In "single" mode one sound plays at a time: pressing the playing sound stops it,
 * another switches. In "overlap" mode a press adds a voice and pressing a playing one stops only that one.
 * Every voice goes through its own gain, then the master gain, to the chosen output.
 */
export class PlaybackEngine {
  private snapshot: PlaybackSnapshot = {
    playingId: null,
    playingIds: [],
    loadingId: null,
    progress: 0,
    cacheState: 'initializing',
  };
  private readonly listeners = new Set<() => void>();
  private readonly buffers = new Map<string, Promise<Decoded>>();
  /** Buffers already decoded: a press on one starts within the press handler. */
  private readonly ready = new Map<string, Decoded>();
  private readonly buttonListeners = new Map<string, Set<() => void>>();
  private readonly idleQueue: string[] = [];
  private idleScheduled = false;
  private store: Promise<AudioStore | null> | null = null;
  private context: AudioContextLike | null = null;
  private master: GainNodeLike | null = null;
  private decoder: AudioDecoderLike | null = null;
  private readonly voices = new Map<string, Voice>();
  private loadingId: string | null = null;
  private frame: number | null = null;
  private press = 0;
  private mode: PlayMode = 'single';
  private masterVolume = 1;
  private sinkId = '';

  constructor(private readonly deps: PlaybackDeps) {}

  /** The audio cache, opened when sounds are first needed (not while the page loads). */
  private audioStore(): Promise<AudioStore | null> {
    this.store ??= this.deps.openStore().then(
      (store) => {
        this.setCacheState('ready');
        return store;
      },
      () => {
        this.setCacheState('failed');
        return null;
      },
    );
    return this.store;
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): PlaybackSnapshot => this.snapshot;

  /** Resolves once the cache is ready or failed. */
  async cacheSettled(): Promise<CacheState> {
    await this.audioStore();
    return this.snapshot.cacheState;
  }

  /** Listens to one button's status only (a press or a progress frame re-renders one tile, not the board). */
  subscribeButton = (id: string, listener: () => void) => {
    let set = this.buttonListeners.get(id);
    if (!set) this.buttonListeners.set(id, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.buttonListeners.delete(id);
    };
  };

  /** One button's status; the same object until it changes. */
  buttonStatus = (id: string): ButtonStatus => {
    const voice = this.voices.get(id);
    if (!voice && this.loadingId !== id) return IDLE_STATUS;
    const status = this.published.get(id);
    return status ?? IDLE_STATUS;
  };

  /** What each button showed at the last publish (only the buttons that are not idle). */
  private published = new Map<string, ButtonStatus>();

  /** "single": a press stops what plays (spec default); "overlap": sounds layer. */
  setMode(mode: PlayMode): void {
    this.mode = mode;
  }

  getMode(): PlayMode {
    return this.mode;
  }

  /** The board's master volume (0–1), applied at once to what plays. */
  setMasterVolume(volume: number): void {
    this.masterVolume = volume;
    if (this.master && this.context) setNow(this.master.gain, volume, this.context.currentTime);
  }

  /** A playing sound's volume (linear), changed while it plays; its fades stay where they were. */
  setVoiceGain(id: string, gain: number): void {
    const voice = this.voices.get(id);
    if (!voice || !this.context) return;
    voice.controls = { ...voice.controls, gain };
    const now = this.context.currentTime;
    setNow(voice.gain.gain, gain, now);
    this.scheduleFadeOut(voice, now);
  }

  /**
   * The output device (AudioContext.setSinkId, decision 036); '' is the system default. Kept for the context
   * made later; rejects where the browser cannot switch.
   */
  async setOutputDevice(sinkId: string): Promise<void> {
    this.sinkId = sinkId;
    const context = this.context;
    if (!context) return;
    if (!context.setSinkId) throw new Error('setSinkId is not supported');
    await context.setSinkId(sinkId);
  }

  /**
   * Makes the playback context ahead of the first press, when the user reaches for the page (a pointer over
   * it, a key, a focus). Not on load: opening the audio output is a long task (~100 ms in Chromium).
   */
  warmUp(): void {
    this.audioContext();
  }

  /**
   * Fetches (cache first) and decodes ahead of time, so a press starts without a network round trip: `first`
   * now (the tiles on screen), then `later` one at a time when the browser is idle, at low fetch priority.
   */
  async preload(first: Iterable<string>, later: Iterable<string> = []): Promise<void> {
    const firstUrls = [...first];
    await Promise.allSettled(firstUrls.map((url) => this.load(url)));
    const wanted = new Set(firstUrls);
    for (const url of later) {
      if (!wanted.has(url) && !this.buffers.has(url) && !this.idleQueue.includes(url)) {
        this.idleQueue.push(url);
      }
    }
    this.scheduleIdle();
  }

  /** The decoded audio of a URL (fetched and decoded when not yet), e.g. for a waveform or a loudness. */
  decoded(url: string): Promise<Decoded> {
    return this.load(url);
  }

  /**
   * A button's press: stop when it is playing, otherwise start it (in "single" mode switching from what
   * plays). A decoded sound starts before this returns (inside the pointerdown/keydown handler, before any
   * listener or React render runs).
   */
  toggle(sound: PlayRequest | null): Promise<void> {
    if (!sound) {
      this.deps.onError(SOUND_MESSAGES.dataNotAvailable);
      return Promise.resolve();
    }
    if (this.voices.has(sound.id) || this.loadingId === sound.id) {
      this.press++;
      if (this.mode === 'single') this.stop();
      else this.stopIfPlaying(sound.id);
      return Promise.resolve();
    }
    if (!sound.url) {
      if (this.mode === 'single') this.stop();
      this.deps.onError(SOUND_MESSAGES.urlNotAvailable);
      return Promise.resolve();
    }
    const press = ++this.press;
    const controls = sound.controls ?? DEFAULT_CONTROLS;
    const decoded = this.ready.get(sound.url);
    if (decoded) {
      this.start(sound.id, decoded, controls);
      return Promise.resolve();
    }
    return this.loadAndStart(press, sound.id, sound.url, controls);
  }

  /** Stops the button's sound if it is playing or loading (a press that turned into a scroll). */
  stopIfPlaying(id: string): void {
    if (this.loadingId === id) {
      this.press++;
      this.loadingId = null;
    }
    const voice = this.voices.get(id);
    if (voice) this.silence(voice);
    this.publish();
  }

  private async loadAndStart(
    press: number,
    id: string,
    url: string,
    controls: PlayControls,
  ): Promise<void> {
    if (this.mode === 'single') this.stopVoices();
    this.loadingId = id;
    this.publish();
    let buffer: Decoded;
    try {
      buffer = await this.load(url);
    } catch {
      if (press === this.press) {
        this.loadingId = null;
        this.publish();
      }
      return this.deps.onError(SOUND_MESSAGES.couldNotPlay);
    }
    if (press !== this.press) return; // another press came while this one loaded
    this.start(id, buffer, controls);
  }

  private scheduleIdle() {
    if (this.idleScheduled || this.idleQueue.length === 0) return;
    this.idleScheduled = true;
    const next = () => {
      this.idleScheduled = false;
      const url = this.idleQueue.shift();
      if (!url) return;
      this.load(url, 'low')
        .catch(() => undefined)
        .finally(() => this.scheduleIdle());
    };
    if (this.deps.requestIdle) this.deps.requestIdle(next);
    else setTimeout(next, 0);
  }

  /** Stop All: every playing sound, and a press still loading. */
  stop(): void {
    this.loadingId = null;
    this.stopVoices();
    this.publish();
  }

  private stopVoices() {
    for (const voice of [...this.voices.values()]) this.silence(voice);
  }

  /** Ends a voice: at once, or over its fade-out when it has one. */
  private silence(voice: Voice) {
    this.voices.delete(voice.id);
    voice.source.onended = null;
    const context = this.context;
    const fade = voice.controls.fadeOut;
    try {
      if (context && fade > 0) {
        const now = context.currentTime;
        const param = voice.gain.gain;
        param.cancelScheduledValues(now);
        param.setValueAtTime(param.value, now);
        param.linearRampToValueAtTime(0, now + fade);
        voice.source.stop(now + fade);
      } else {
        voice.source.stop();
      }
    } catch {
      // already ended
    }
    if (this.voices.size === 0 && this.frame !== null) {
      this.deps.cancelFrame(this.frame);
      this.frame = null;
    }
  }

  private start(id: string, buffer: Decoded, controls: PlayControls) {
    const context = this.audioContext();
    // A context made before the first gesture is suspended: resume it, but start now (no await).
    if (context.state === 'suspended') void context.resume().catch(() => undefined);
    const source = context.createBufferSource();
    source.buffer = buffer;
    const gain = context.createGain();
    source.connect(gain as never);
    gain.connect(this.masterNode(context) as never);
    const offset = Math.min(Math.max(0, controls.start), buffer.duration);
    const end = Math.min(controls.end ?? buffer.duration, buffer.duration);
    const span = Math.max(0, end - offset);
    const now = context.currentTime;
    if (controls.loop) {
      source.loop = true;
      source.loopStart = offset;
      source.loopEnd = end;
      source.start(0, offset);
    } else {
      source.start(0, offset, span);
    }
    const voice: Voice = {
      id,
      source,
      gain,
      controls,
      startedAt: now,
      span,
      progress: 0,
      shownAt: 0,
    };
    if (controls.fadeIn > 0) {
      gain.gain.setValueAtTime(0, now);
      gain.gain.linearRampToValueAtTime(controls.gain, now + controls.fadeIn);
    } else {
      gain.gain.value = controls.gain;
    }
    this.scheduleFadeOut(voice, now);
    source.onended = () => {
      if (this.voices.get(id)?.source === source) this.stopIfPlaying(id);
    };
    if (this.mode === 'single') this.stopVoices();
    else {
      const same = this.voices.get(id);
      if (same) this.silence(same);
    }
    this.voices.set(id, voice);
    if (this.loadingId === id || this.mode === 'single') this.loadingId = null;
    this.publish();
    this.frame ??= this.deps.requestFrame(this.tick);
  }

  /** A sound that ends by itself fades out over its last `fadeOut` seconds (a loop fades when stopped). */
  private scheduleFadeOut(voice: Voice, now: number) {
    const { fadeOut, loop, gain } = voice.controls;
    if (loop || fadeOut <= 0) return;
    const endsAt = voice.startedAt + voice.span;
    const fadeFrom = Math.max(now, endsAt - fadeOut);
    if (fadeFrom >= endsAt) return;
    voice.gain.gain.setValueAtTime(gain, fadeFrom);
    voice.gain.gain.linearRampToValueAtTime(0, endsAt);
  }

  /**
   * Progress of the playing sounds, checked once a frame, published every PROGRESS_STEP_SECONDS (with a
   * hair of tolerance: a frame lands a little before or after a step boundary).
   */
  private tick = () => {
    this.frame = null;
    if (this.voices.size === 0) return;
    const now = this.audioContext().currentTime;
    let changed = false;
    for (const voice of this.voices.values()) {
      const elapsed = now - voice.startedAt;
      if (elapsed - voice.shownAt < PROGRESS_STEP_SECONDS - 1e-6) continue;
      voice.shownAt = elapsed;
      const played = voice.controls.loop && voice.span > 0 ? elapsed % voice.span : elapsed;
      voice.progress = voice.span > 0 ? Math.min(100, (played / voice.span) * 100) : 100;
      changed = true;
    }
    if (changed) this.publish();
    this.frame = this.deps.requestFrame(this.tick);
  };

  private audioContext(): AudioContextLike {
    if (!this.context) {
      this.context = this.deps.createContext();
      if (this.sinkId && this.context.setSinkId) {
        void this.context.setSinkId(this.sinkId).catch(() => undefined);
      }
    }
    return this.context;
  }

  private masterNode(context: AudioContextLike): GainNodeLike {
    if (!this.master) {
      this.master = context.createGain();
      this.master.gain.value = this.masterVolume;
      this.master.connect(context.destination as never);
    }
    return this.master;
  }

  private audioDecoder(): AudioDecoderLike {
    this.decoder ??= this.deps.createDecoder();
    return this.decoder;
  }

  private load(url: string, priority?: 'low'): Promise<Decoded> {
    let decoded = this.buffers.get(url);
    if (!decoded) {
      decoded = this.bytes(url, priority).then((data) => this.audioDecoder().decodeAudioData(data));
      this.buffers.set(url, decoded);
      decoded.then(
        (buffer) => this.ready.set(url, buffer),
        () => this.buffers.delete(url),
      );
    }
    return decoded;
  }

  /** From the cache when present; else the server (and into the cache). A failed cache means the server. */
  private async bytes(url: string, priority?: 'low'): Promise<ArrayBuffer> {
    const store = await this.audioStore();
    const cached = await store?.get(url).catch(() => undefined);
    if (cached) return cached.arrayBuffer();
    const response = await this.deps.fetch(url, priority);
    if (!response.ok) throw new Error(`audio request failed: ${response.status}`);
    const blob = await response.blob();
    await store?.put(url, blob).catch(() => undefined);
    return blob.arrayBuffer();
  }

  private setCacheState(cacheState: CacheState) {
    if (this.snapshot.cacheState === cacheState) return;
    this.snapshot = { ...this.snapshot, cacheState };
    for (const listener of this.listeners) listener();
  }

  /** Publishes the voices and the loading press: the snapshot's listeners, and each button whose status moved. */
  private publish() {
    const previous = this.snapshot;
    const playingIds = [...this.voices.keys()];
    const playingId = playingIds.at(-1) ?? null;
    const next: PlaybackSnapshot = {
      playingId,
      playingIds:
        playingIds.length === previous.playingIds.length &&
        playingIds.every((id, index) => previous.playingIds[index] === id)
          ? previous.playingIds
          : playingIds,
      loadingId: this.loadingId,
      progress: playingId ? (this.voices.get(playingId)?.progress ?? 0) : 0,
      cacheState: previous.cacheState,
    };
    const statuses = new Map<string, ButtonStatus>();
    for (const voice of this.voices.values()) {
      statuses.set(voice.id, { playing: true, loading: false, progress: voice.progress });
    }
    if (this.loadingId && !statuses.has(this.loadingId)) {
      statuses.set(this.loadingId, { playing: false, loading: true, progress: 0 });
    }
    const before = this.published;
    const changedIds: string[] = [];
    for (const id of new Set([...before.keys(), ...statuses.keys()])) {
      const was = before.get(id) ?? IDLE_STATUS;
      const now = statuses.get(id) ?? IDLE_STATUS;
      if (
        was.playing === now.playing &&
        was.loading === now.loading &&
        was.progress === now.progress
      ) {
        statuses.set(id, was); // the same object while unchanged
        if (was === IDLE_STATUS) statuses.delete(id);
        continue;
      }
      changedIds.push(id);
    }
    this.published = statuses;
    const snapshotChanged =
      next.playingId !== previous.playingId ||
      next.playingIds !== previous.playingIds ||
      next.loadingId !== previous.loadingId ||
      next.progress !== previous.progress;
    if (snapshotChanged) {
      this.snapshot = next;
      for (const listener of this.listeners) listener();
    }
    for (const id of changedIds) {
      for (const listener of this.buttonListeners.get(id) ?? []) listener();
    }
  }
}

/** Sets an AudioParam now, dropping what was scheduled after. */
function setNow(param: AudioParamLike, value: number, now: number) {
  param.cancelScheduledValues(now);
  param.setValueAtTime(value, now);
  param.value = value;
}
