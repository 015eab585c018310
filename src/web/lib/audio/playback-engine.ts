import { SOUND_MESSAGES } from '#shared/sound-messages.ts';
import type { AudioStore } from './audio-cache.ts';

export type CacheState = 'initializing' | 'ready' | 'failed';

export interface PlaybackSnapshot {
  /** The sound playing now (one at a time). */
  playingId: string | null;
  /** The sound being fetched/decoded after a press. */
  loadingId: string | null;
  /** 0–100 of the playing sound; 0 when nothing plays. */
  progress: number;
  cacheState: CacheState;
}

/** The parts of the Web Audio API the engine uses (a real AudioContext in the browser). */
export interface AudioContextLike {
  readonly currentTime: number;
  readonly state: string;
  readonly destination: unknown;
  resume(): Promise<void>;
  createBufferSource(): AudioSourceLike;
}

/** What decodes sounds ahead of a press (an OfflineAudioContext in the browser: no audio output to open). */
export interface AudioDecoderLike {
  decodeAudioData(data: ArrayBuffer): Promise<{ duration: number }>;
}

export interface AudioSourceLike {
  buffer: unknown;
  onended: (() => void) | null;
  connect(destination: never): unknown;
  start(): void;
  stop(): void;
}

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

/**
 * One AudioContext, decoded buffers kept per URL, audio bytes from the IndexedDB cache when present (else the
 * network, then cached). One sound at a time: pressing the playing sound stops it, another switches.
 */
export class PlaybackEngine {
  private snapshot: PlaybackSnapshot = {
    playingId: null,
    loadingId: null,
    progress: 0,
    cacheState: 'initializing',
  };
  private readonly listeners = new Set<() => void>();
  private readonly buffers = new Map<string, Promise<Decoded>>();
  /** Buffers already decoded: a press on one starts within the press handler. */
  private readonly ready = new Map<string, Decoded>();
  private readonly buttonListeners = new Map<string, Set<() => void>>();
  private statuses = new Map<string, ButtonStatus>();
  private readonly idleQueue: string[] = [];
  private idleScheduled = false;
  private store: Promise<AudioStore | null> | null = null;
  private context: AudioContextLike | null = null;
  private decoder: AudioDecoderLike | null = null;
  private current: {
    id: string;
    source: AudioSourceLike;
    startedAt: number;
    duration: number;
  } | null = null;
  /** Playback time of the last published progress. */
  private shownAt = 0;
  private frame: number | null = null;
  private press = 0;

  constructor(private readonly deps: PlaybackDeps) {}

  /** The audio cache, opened when sounds are first needed (not while the page loads). */
  private audioStore(): Promise<AudioStore | null> {
    this.store ??= this.deps.openStore().then(
      (store) => {
        this.update({ cacheState: 'ready' });
        return store;
      },
      () => {
        this.update({ cacheState: 'failed' });
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
    const { playingId, loadingId, progress } = this.snapshot;
    if (playingId !== id && loadingId !== id) return IDLE_STATUS;
    let status = this.statuses.get(id);
    if (!status) {
      status = {
        playing: playingId === id,
        loading: loadingId === id,
        progress: playingId === id ? progress : 0,
      };
      this.statuses.set(id, status);
    }
    return status;
  };

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

  /**
   * A button's press: stop when it is the playing sound, otherwise switch to it. A decoded sound starts before
   * this returns (inside the pointerdown/keydown handler, before any listener or React render runs).
   */
  toggle(sound: { id: string; url: string | null } | null): Promise<void> {
    if (!sound) {
      this.deps.onError(SOUND_MESSAGES.dataNotAvailable);
      return Promise.resolve();
    }
    if (this.current?.id === sound.id || this.snapshot.loadingId === sound.id) {
      this.press++;
      this.stop();
      return Promise.resolve();
    }
    if (!sound.url) {
      this.stop();
      this.deps.onError(SOUND_MESSAGES.urlNotAvailable);
      return Promise.resolve();
    }
    const press = ++this.press;
    const decoded = this.ready.get(sound.url);
    if (decoded) {
      this.start(sound.id, decoded);
      return Promise.resolve();
    }
    return this.loadAndStart(press, sound.id, sound.url);
  }

  /** Stops the button's sound if it is the one playing or loading (a press that turned into a scroll). */
  stopIfPlaying(id: string): void {
    if (this.current?.id === id || this.snapshot.loadingId === id) {
      this.press++;
      this.stop();
    }
  }

  private async loadAndStart(press: number, id: string, url: string): Promise<void> {
    this.stop();
    this.update({ loadingId: id });
    let buffer: Decoded;
    try {
      buffer = await this.load(url);
    } catch {
      if (press === this.press) this.update({ loadingId: null });
      return this.deps.onError(SOUND_MESSAGES.couldNotPlay);
    }
    if (press !== this.press) return; // another press came while this one loaded
    this.start(id, buffer);
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

  stop(): void {
    if (this.frame !== null) this.deps.cancelFrame(this.frame);
    this.frame = null;
    const playing = this.current;
    this.current = null;
    if (playing) {
      playing.source.onended = null;
      try {
        playing.source.stop();
      } catch {
        // already ended
      }
    }
    this.update({ playingId: null, loadingId: null, progress: 0 });
  }

  private start(id: string, buffer: Decoded) {
    const context = this.audioContext();
    // A context made before the first gesture is suspended: resume it, but start now (no await).
    if (context.state === 'suspended') void context.resume().catch(() => undefined);
    const source = context.createBufferSource();
    source.buffer = buffer;
    source.connect(context.destination as never);
    source.onended = () => {
      if (this.current?.source === source) this.stop();
    };
    source.start();
    const previous = this.current;
    if (previous) {
      previous.source.onended = null;
      try {
        previous.source.stop();
      } catch {
        // already ended
      }
    }
    if (this.frame !== null) this.deps.cancelFrame(this.frame);
    this.current = { id, source, startedAt: context.currentTime, duration: buffer.duration };
    this.shownAt = 0;
    this.update({ playingId: id, loadingId: null, progress: 0 });
    this.frame = this.deps.requestFrame(this.tick);
  }

  /**
   * Progress of the playing sound, checked once a frame, published every PROGRESS_STEP_SECONDS (with a hair
   * of tolerance: a frame lands a little before or after a step boundary).
   */
  private tick = () => {
    const playing = this.current;
    if (!playing) return;
    const elapsed = this.audioContext().currentTime - playing.startedAt;
    if (elapsed - this.shownAt >= PROGRESS_STEP_SECONDS - 1e-6) {
      this.shownAt = elapsed;
      const share = playing.duration > 0 ? elapsed / playing.duration : 1;
      this.update({ progress: Math.min(100, share * 100) });
    }
    this.frame = this.deps.requestFrame(this.tick);
  };

  private audioContext(): AudioContextLike {
    this.context ??= this.deps.createContext();
    return this.context;
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

  private update(changes: Partial<PlaybackSnapshot>) {
    const previous = this.snapshot;
    const next = { ...previous, ...changes };
    const same = (Object.keys(changes) as (keyof PlaybackSnapshot)[]).every(
      (key) => next[key] === previous[key],
    );
    if (same) return;
    this.snapshot = next;
    this.statuses = new Map();
    for (const listener of this.listeners) listener();
    const touched = new Set([
      previous.playingId,
      previous.loadingId,
      next.playingId,
      next.loadingId,
    ]);
    for (const id of touched) {
      if (id === null) continue;
      const before = statusIn(previous, id);
      const after = statusIn(next, id);
      if (
        before.playing === after.playing &&
        before.loading === after.loading &&
        before.progress === after.progress
      ) {
        continue;
      }
      for (const listener of this.buttonListeners.get(id) ?? []) listener();
    }
  }
}

function statusIn(snapshot: PlaybackSnapshot, id: string): ButtonStatus {
  const playing = snapshot.playingId === id;
  return { playing, loading: snapshot.loadingId === id, progress: playing ? snapshot.progress : 0 };
}
