import type { AudioStore } from './audio-cache.ts';
import type { AudioDecoderLike, CacheState, Decoded, PlaybackDeps } from './playback-types.ts';

type LoaderDeps = Pick<PlaybackDeps, 'createDecoder' | 'fetch' | 'requestIdle' | 'openStore'>;

/**
 * The engine's audio: bytes from the IndexedDB cache when present (else the network, then cached), decoded
 * once per URL, the tiles on screen first and the rest one at a time when the browser is idle.
 */
export class AudioLoader {
  private readonly buffers = new Map<string, Promise<Decoded>>();
  /** Buffers already decoded: a press on one starts within the press handler. */
  readonly ready = new Map<string, Decoded>();
  private readonly idleQueue: string[] = [];
  private idleScheduled = false;
  private store: Promise<AudioStore | null> | null = null;
  private decoder: AudioDecoderLike | null = null;
  /** Bumped by forget(): a download started before it is not written to the cache. */
  private generation = 0;

  constructor(
    private readonly deps: LoaderDeps,
    private readonly onCacheState: (state: CacheState) => void,
  ) {}

  /** The audio cache, opened when sounds are first needed (not while the page loads). */
  audioStore(): Promise<AudioStore | null> {
    this.store ??= this.deps.openStore().then(
      (store) => {
        this.onCacheState('ready');
        return store;
      },
      () => {
        this.onCacheState('failed');
        return null;
      },
    );
    return this.store;
  }

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

  load(url: string, priority?: 'low'): Promise<Decoded> {
    let decoded = this.buffers.get(url);
    if (!decoded) {
      decoded = this.bytes(url, priority).then((data) => this.audioDecoder().decodeAudioData(data));
      this.buffers.set(url, decoded);
      const generation = this.generation;
      decoded.then(
        (buffer) => {
          if (generation === this.generation) this.ready.set(url, buffer);
        },
        () => this.buffers.delete(url),
      );
    }
    return decoded;
  }

  /** Drops every decoded sound and queued download, and keeps no download still under way (decision 042). */
  forget(): void {
    this.generation += 1;
    this.idleQueue.length = 0;
    this.buffers.clear();
    this.ready.clear();
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

  private audioDecoder(): AudioDecoderLike {
    this.decoder ??= this.deps.createDecoder();
    return this.decoder;
  }

  /** From the cache when present; else the server (and into the cache). A failed cache means the server. */
  private async bytes(url: string, priority?: 'low'): Promise<ArrayBuffer> {
    const generation = this.generation;
    const store = await this.audioStore();
    const cached = await store?.get(url).catch(() => undefined);
    if (cached) return cached.arrayBuffer();
    const response = await this.deps.fetch(url, priority);
    if (!response.ok) throw new Error(`audio request failed: ${response.status}`);
    const blob = await response.blob();
    if (generation === this.generation) await store?.put(url, blob).catch(() => undefined);
    return blob.arrayBuffer();
  }
}
