import type { AudioStore } from './audio-cache.ts';
import type { AudioDecoderLike, CacheState, Decoded, PlaybackDeps } from './playback-types.ts';
import { truePeak } from './true-peak.ts';

type LoaderDeps = Pick<
  PlaybackDeps,
  'createDecoder' | 'fetch' | 'requestIdle' | 'openStore' | 'outputRate'
>;

/** The rate sounds are decoded at before the output's is known: most outputs run at it. */
export const DEFAULT_DECODE_RATE = 48_000;

/** A decoded buffer's samples, where the decoder gives them (an AudioBuffer does; the tests' fake not). */
function channelsOf(buffer: Decoded): Float32Array[] | null {
  const audio = buffer as Partial<Pick<AudioBuffer, 'numberOfChannels' | 'getChannelData'>>;
  if (!audio.getChannelData || !audio.numberOfChannels) return null;
  return Array.from({ length: audio.numberOfChannels }, (_, index) => audio.getChannelData!(index));
}

/**
 * The engine's audio: bytes from the IndexedDB cache when present (else the network, then cached), decoded
 * once per URL, the tiles on screen first and the rest one at a time when the browser is idle. Decoded at
 * the output's rate (decision 052): a buffer at another rate is resampled on playback by a filter that loses
 * treble (−3 dB at 16 kHz from 48 to 44.1 kHz), where decoding resamples cleanly or not at all.
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
  /** The rate buffers are decoded at: the output's, once known (remembered from the last visit until then). */
  private rate: number;
  /** Each decoded buffer's true peak (linear), for the ceiling on its gain (decision 052). */
  private readonly peaks = new WeakMap<Decoded, number>();

  constructor(
    private readonly deps: LoaderDeps,
    private readonly onCacheState: (state: CacheState) => void,
  ) {
    this.rate = deps.outputRate?.remembered() ?? DEFAULT_DECODE_RATE;
  }

  /** A buffer's true peak (linear); undefined when its samples cannot be read. */
  peakOf(buffer: Decoded): number | undefined {
    let peak = this.peaks.get(buffer);
    if (peak === undefined) {
      const channels = channelsOf(buffer);
      if (!channels) return undefined;
      peak = truePeak(channels);
      this.peaks.set(buffer, peak);
    }
    return peak;
  }

  /**
   * The output's rate, known once its context is made: remembered for the next visit, and every sound
   * decoded at another rate is decoded again (from the cache) at this one. A press in the meantime waits for
   * its decode, a few milliseconds, rather than play dulled.
   */
  setOutputRate(rate: number): void {
    if (!(rate > 0)) return;
    this.deps.outputRate?.remember(rate);
    if (rate === this.rate) return;
    this.rate = rate;
    this.decoder = null;
    const urls = [...this.buffers.keys()];
    this.buffers.clear();
    this.ready.clear();
    for (const url of urls) void this.load(url).catch(() => undefined);
  }

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
      const rate = this.rate;
      decoded = this.bytes(url, priority)
        .then((data) => this.audioDecoder().decodeAudioData(data))
        .then((buffer) => {
          this.peakOf(buffer);
          return buffer;
        });
      const current = decoded;
      this.buffers.set(url, current);
      const generation = this.generation;
      current.then(
        (buffer) => {
          if (generation === this.generation && rate === this.rate) this.ready.set(url, buffer);
        },
        () => {
          if (this.buffers.get(url) === current) this.buffers.delete(url);
        },
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
    // Settles when that download is done and the next one is queued (tests await it, not a clock).
    const next = async () => {
      this.idleScheduled = false;
      const url = this.idleQueue.shift();
      if (!url) return;
      await this.load(url, 'low').catch(() => undefined);
      this.scheduleIdle();
    };
    if (this.deps.requestIdle) this.deps.requestIdle(next);
    else setTimeout(() => void next(), 0);
  }

  private audioDecoder(): AudioDecoderLike {
    this.decoder ??= this.deps.createDecoder(this.rate);
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
    // Stored beside the decoding, not before it: a first write to IndexedDB is no reason to wait for a sound.
    if (generation === this.generation) void store?.put(url, blob).catch(() => undefined);
    return blob.arrayBuffer();
  }
}
