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
  decodeAudioData(data: ArrayBuffer): Promise<{ duration: number }>;
  createBufferSource(): AudioSourceLike;
}

export interface AudioSourceLike {
  buffer: unknown;
  onended: (() => void) | null;
  connect(destination: never): unknown;
  start(): void;
  stop(): void;
}

export interface PlaybackDeps {
  createContext(): AudioContextLike;
  fetch(url: string): Promise<Response>;
  openStore(): Promise<AudioStore>;
  requestFrame(callback: () => void): number;
  cancelFrame(handle: number): void;
  /** Shows a playback message (spec §8). */
  onError(message: string): void;
}

type Decoded = { duration: number };

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
  private readonly store: Promise<AudioStore | null>;
  private context: AudioContextLike | null = null;
  private current: {
    id: string;
    source: AudioSourceLike;
    startedAt: number;
    duration: number;
  } | null = null;
  private frame: number | null = null;
  private press = 0;

  constructor(private readonly deps: PlaybackDeps) {
    this.store = deps.openStore().then(
      (store) => {
        this.update({ cacheState: 'ready' });
        return store;
      },
      () => {
        this.update({ cacheState: 'failed' });
        return null;
      },
    );
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): PlaybackSnapshot => this.snapshot;

  /** Resolves once the cache is ready or failed. */
  async cacheSettled(): Promise<CacheState> {
    await this.store;
    return this.snapshot.cacheState;
  }

  /** Fetches and decodes ahead of time, so a press starts without a network round trip. */
  async preload(urls: Iterable<string>): Promise<void> {
    await Promise.allSettled([...urls].map((url) => this.load(url)));
  }

  /** A button's press: stop when it is the playing sound, otherwise switch to it. */
  async toggle(sound: { id: string; url: string | null } | null): Promise<void> {
    if (!sound) return this.deps.onError(SOUND_MESSAGES.dataNotAvailable);
    if (this.current?.id === sound.id || this.snapshot.loadingId === sound.id) {
      this.press++;
      this.stop();
      return;
    }
    this.stop();
    if (!sound.url) return this.deps.onError(SOUND_MESSAGES.urlNotAvailable);
    const press = ++this.press;
    this.update({ loadingId: sound.id });
    let buffer: Decoded;
    try {
      buffer = await this.load(sound.url);
      const context = this.audioContext();
      if (context.state === 'suspended') await context.resume();
    } catch {
      if (press === this.press) this.update({ loadingId: null });
      return this.deps.onError(SOUND_MESSAGES.couldNotPlay);
    }
    if (press !== this.press) return; // another press came while this one loaded
    this.start(sound.id, buffer);
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
    const source = context.createBufferSource();
    source.buffer = buffer;
    source.connect(context.destination as never);
    source.onended = () => {
      if (this.current?.source === source) this.stop();
    };
    source.start();
    this.current = { id, source, startedAt: context.currentTime, duration: buffer.duration };
    this.update({ playingId: id, loadingId: null, progress: 0 });
    this.frame = this.deps.requestFrame(this.tick);
  }

  /** Progress of the playing sound, once a frame. */
  private tick = () => {
    const playing = this.current;
    if (!playing) return;
    const elapsed = this.audioContext().currentTime - playing.startedAt;
    const progress = playing.duration > 0 ? Math.min(100, (elapsed / playing.duration) * 100) : 100;
    this.update({ progress });
    this.frame = this.deps.requestFrame(this.tick);
  };

  private audioContext(): AudioContextLike {
    this.context ??= this.deps.createContext();
    return this.context;
  }

  private load(url: string): Promise<Decoded> {
    let decoded = this.buffers.get(url);
    if (!decoded) {
      decoded = this.bytes(url).then((data) => this.audioContext().decodeAudioData(data));
      this.buffers.set(url, decoded);
      decoded.catch(() => this.buffers.delete(url));
    }
    return decoded;
  }

  /** From the cache when present; else the server (and into the cache). A failed cache means the server. */
  private async bytes(url: string): Promise<ArrayBuffer> {
    const store = await this.store;
    const cached = await store?.get(url).catch(() => undefined);
    if (cached) return cached.arrayBuffer();
    const response = await this.deps.fetch(url);
    if (!response.ok) throw new Error(`audio request failed: ${response.status}`);
    const blob = await response.blob();
    await store?.put(url, blob).catch(() => undefined);
    return blob.arrayBuffer();
  }

  private update(changes: Partial<PlaybackSnapshot>) {
    const next = { ...this.snapshot, ...changes };
    const same = (Object.keys(changes) as (keyof PlaybackSnapshot)[]).every(
      (key) => next[key] === this.snapshot[key],
    );
    if (same) return;
    this.snapshot = next;
    for (const listener of this.listeners) listener();
  }
}
