import { PLAYBACK_MESSAGES } from '#shared/playback-messages.ts';
import { AudioLoader } from './audio-loader.ts';
import {
  DEFAULT_CONTROLS,
  type AudioContextLike,
  type ButtonStatus,
  type CacheState,
  type Decoded,
  type PlayControls,
  type PlaybackDeps,
  type PlaybackSnapshot,
  type OutputName,
  type PlayMode,
  type PlayRequest,
} from './playback-types.ts';
import {
  scheduleFadeOut,
  setNow,
  startVoice,
  stopVoice,
  voiceProgress,
  type Voice,
} from './voice.ts';
import { Outputs } from './outputs.ts';
import { ceilingGain } from './true-peak.ts';

/** Sets a voice's gain now and schedules its fade-out again from `now`. */
function setVoiceNow(voice: Voice, now: number) {
  setNow(voice.gain.gain, voice.controls.gain, now);
  scheduleFadeOut(voice, now);
}

function resumeIfSuspended(context: AudioContextLike) {
  if (context.state === 'suspended') void context.resume().catch(() => undefined);
}

export * from './playback-types.ts';

/**
 * How often the playing tile's progress is published (seconds of playback). Each step re-renders, styles and
 * lays out one tile; every frame (60 a second) kept a 500-button board's main thread busy enough to delay
 * the next press (decision 024). The fill glides between steps with a CSS transition of the
 * same length, on the compositor.
 */
export const PROGRESS_STEP_SECONDS = 0.1;

const IDLE_STATUS: ButtonStatus = { playing: false, loading: false, progress: 0 };

/**
 * One AudioContext and the app's decoded sounds (AudioLoader). In "single" mode one sound plays at a time:
 * pressing the playing sound stops it, another switches. In "overlap" mode a press adds a voice and pressing a
 * playing one stops only that one. Every voice goes through its own gain, then the master gain, to the chosen
 * output (decision 036).
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
  private readonly stopListeners = new Set<(ids: string[]) => void>();
  private readonly buttonListeners = new Map<string, Set<() => void>>();
  /** What each button showed at the last publish (only the buttons that are not idle). */
  private published = new Map<string, ButtonStatus>();
  private readonly loader: AudioLoader;
  private readonly outputs: Outputs;
  private readonly voices = new Map<string, Voice>();
  private loadingId: string | null = null;
  private frame: number | null = null;
  private press = 0;
  private mode: PlayMode = 'single';

  constructor(private readonly deps: PlaybackDeps) {
    this.loader = new AudioLoader(deps, (cacheState) => {
      this.snapshot = { ...this.snapshot, cacheState };
      for (const listener of this.listeners) listener();
    });
    this.outputs = new Outputs(
      () => deps.createContext(),
      (context) => {
        if (context.sampleRate) this.loader.setOutputRate(context.sampleRate);
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
    await this.loader.audioStore();
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
  buttonStatus = (id: string): ButtonStatus => this.published.get(id) ?? IDLE_STATUS;

  /** "single": a press stops what plays (spec default); "overlap": sounds layer. */
  setMode(mode: PlayMode): void {
    this.mode = mode;
  }

  /** The board's master volume (0–1), applied at once to what plays. */
  setMasterVolume(volume: number): void {
    this.outputs.setMasterVolume(volume);
  }

  /** One output's own volume (0–2), over the board's master volume (decision 057). */
  setOutputVolume(output: OutputName, volume: number): void {
    this.outputs.setOutputVolume(output, volume);
  }

  /**
   * A second output every sound also plays into, each with its own volume (decision 057): a virtual cable
   * for a call or a stream while the monitor output stays on the user's headphones. null: none. Sounds
   * playing now carry on in the monitor only; rejects where the browser cannot route audio.
   */
  setStreamOutput(sinkId: string | null): Promise<void> {
    return this.outputs.setStreamOutput(sinkId, (old) => {
      for (const voice of this.voices.values()) {
        if (voice.mirror) stopVoice(voice.mirror, old.context);
        voice.mirror = undefined;
      }
    });
  }

  /** A playing sound's volume (linear), changed while it plays; its fade-out at the end stays. */
  setVoiceGain(id: string, gain: number): void {
    const voice = this.voices.get(id);
    const { monitorContext, stream } = this.outputs;
    if (!voice || !monitorContext) return;
    voice.controls = { ...voice.controls, gain: Math.min(gain, voice.maxGain) };
    setVoiceNow(voice, monitorContext.currentTime);
    if (voice.mirror && stream) {
      voice.mirror.controls = voice.controls;
      setVoiceNow(voice.mirror, stream.context.currentTime);
    }
  }

  /**
   * The output device (AudioContext.setSinkId); '' is the system default. Kept for a context made later;
   * rejects where the browser cannot switch.
   */
  setOutputDevice(sinkId: string): Promise<void> {
    return this.outputs.setOutputDevice(sinkId);
  }

  /**
   * Makes the playback context ahead of the first press, when the user reaches for the page (a pointer over
   * it, a key, a focus). Not on load: opening the audio output is a long task (~100 ms in Chromium).
   */
  warmUp(): void {
    this.outputs.monitor();
    if (this.outputs.streaming) this.outputs.streamOutput();
  }

  /**
   * Fetches (cache first) and decodes ahead of time, so a press starts without a network round trip: `first`
   * now (the tiles on screen), then `later` one at a time when the browser is idle, at low fetch priority.
   */
  preload(first: Iterable<string>, later: Iterable<string> = []): Promise<void> {
    return this.loader.preload(first, later);
  }

  /** Forgets every decoded sound and stops loading more: the session that could hear them ended. */
  forgetSounds(): void {
    this.loader.forget();
  }

  /** The decoded audio of a URL (fetched and decoded when not yet), e.g. for a waveform or a loudness. */
  decoded(url: string): Promise<Decoded> {
    return this.loader.load(url);
  }

  /**
   * A button's press: stop it when it plays, otherwise start it (in "single" mode switching from what plays).
   * A decoded sound starts before this returns (inside the pointerdown/keydown handler, before any listener
   * or React render runs).
   */
  toggle(sound: PlayRequest | null): Promise<void> {
    if (!sound) {
      this.deps.onError(PLAYBACK_MESSAGES.dataNotAvailable);
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
      this.deps.onError(PLAYBACK_MESSAGES.urlNotAvailable);
      return Promise.resolve();
    }
    const press = ++this.press;
    const controls = sound.controls ?? DEFAULT_CONTROLS;
    const decoded = this.loader.ready.get(sound.url);
    if (decoded) {
      this.start(sound.id, decoded, controls);
      return Promise.resolve();
    }
    return this.loadAndStart(press, sound.id, sound.url, controls);
  }

  /** Stops the button's sound if it is playing or loading (a press that turned into a scroll). */
  stopIfPlaying(id: string): void {
    if (this.end(id)) this.notifyStopped([id]);
  }

  /** Stop All: every playing sound, and a press still loading. */
  stop(): void {
    const ids = [...this.voices.keys()];
    if (this.loadingId && !ids.includes(this.loadingId)) ids.push(this.loadingId);
    this.loadingId = null;
    for (const voice of [...this.voices.values()]) this.silence(voice);
    this.publish();
    if (ids.length > 0) this.notifyStopped(ids);
  }

  /**
   * Hears the sounds someone stopped (a press on a playing button, Stop All), not those that ended by
   * themselves or that a new press in "single" mode replaced: live mode relays these (decision 036).
   */
  onStopped(listener: (ids: string[]) => void) {
    this.stopListeners.add(listener);
    return () => void this.stopListeners.delete(listener);
  }

  private notifyStopped(ids: string[]) {
    for (const listener of this.stopListeners) listener(ids);
  }

  /** Ends the button's voice or loading press; whether there was one. */
  private end(id: string): boolean {
    let ended = false;
    if (this.loadingId === id) {
      this.press++;
      this.loadingId = null;
      ended = true;
    }
    const voice = this.voices.get(id);
    if (voice) {
      this.silence(voice);
      ended = true;
    }
    this.publish();
    return ended;
  }

  private async loadAndStart(press: number, id: string, url: string, controls: PlayControls) {
    if (this.mode === 'single') for (const voice of [...this.voices.values()]) this.silence(voice);
    this.loadingId = id;
    this.publish();
    let buffer: Decoded;
    try {
      buffer = await this.loader.load(url);
    } catch {
      if (press === this.press) {
        this.loadingId = null;
        this.publish();
      }
      return this.deps.onError(PLAYBACK_MESSAGES.couldNotPlay);
    }
    if (press !== this.press) return; // another press came while this one loaded
    this.start(id, buffer, controls);
  }

  private silence(voice: Voice) {
    this.voices.delete(voice.id);
    stopVoice(voice, this.outputs.monitorContext);
    if (voice.mirror && this.outputs.stream) stopVoice(voice.mirror, this.outputs.stream.context);
    if (this.voices.size === 0 && this.frame !== null) {
      this.deps.cancelFrame(this.frame);
      this.frame = null;
    }
  }

  private start(id: string, buffer: Decoded, controls: PlayControls) {
    const monitor = this.outputs.monitorOutput();
    // A context made before the first gesture is suspended: resume it, but start now (no await).
    resumeIfSuspended(monitor.context);
    // A trim that starts past the sound's end (a sound replaced by a shorter one) plays the whole sound.
    const trimBeyond = controls.start >= buffer.duration && buffer.duration > 0;
    if (trimBeyond) this.deps.onError(PLAYBACK_MESSAGES.trimBeyondSound);
    const played = trimBeyond ? { ...controls, start: 0, end: null } : controls;
    // The ceiling on its gain: at any volume, this sound alone stays under −1 dBTP (decision 052).
    const peak = this.loader.peakOf(buffer);
    const maxGain = peak === undefined ? Infinity : ceilingGain(peak);
    const voice = startVoice(monitor.context, monitor.master, id, buffer, played, maxGain);
    voice.source.onended = () => {
      if (this.voices.get(id) === voice) this.end(id);
    };
    if (this.outputs.streaming) {
      const stream = this.outputs.streamOutput();
      resumeIfSuspended(stream.context);
      voice.mirror = startVoice(stream.context, stream.master, id, buffer, played, maxGain);
    }
    const replaced = this.mode === 'single' ? [...this.voices.values()] : [];
    const same = this.voices.get(id);
    if (same) replaced.push(same);
    for (const old of replaced) this.silence(old);
    this.voices.set(id, voice);
    if (this.loadingId === id || this.mode === 'single') this.loadingId = null;
    this.publish();
    this.frame ??= this.deps.requestFrame(this.tick);
  }

  /**
   * Progress of the playing sounds, checked once a frame, published every PROGRESS_STEP_SECONDS (with a
   * hair of tolerance: a frame lands a little before or after a step boundary).
   */
  private tick = () => {
    this.frame = null;
    if (this.voices.size === 0) return;
    const now = this.outputs.monitor().currentTime;
    let changed = false;
    for (const voice of this.voices.values()) {
      const elapsed = now - voice.startedAt;
      if (elapsed - voice.shownAt < PROGRESS_STEP_SECONDS - 1e-6) continue;
      voice.shownAt = elapsed;
      voice.progress = voiceProgress(voice, now);
      changed = true;
    }
    if (changed) this.publish();
    this.frame = this.deps.requestFrame(this.tick);
  };

  /** Publishes the voices and the loading press: the snapshot's listeners, and each button whose status moved. */
  private publish() {
    const previous = this.snapshot;
    const ids = [...this.voices.keys()];
    const playingId = ids.at(-1) ?? null;
    const sameIds =
      ids.length === previous.playingIds.length &&
      ids.every((id, index) => previous.playingIds[index] === id);
    const next: PlaybackSnapshot = {
      playingId,
      playingIds: sameIds ? previous.playingIds : ids,
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
    const changedIds: string[] = [];
    for (const id of new Set([...this.published.keys(), ...statuses.keys()])) {
      const was = this.published.get(id) ?? IDLE_STATUS;
      const now = statuses.get(id) ?? IDLE_STATUS;
      const same =
        was.playing === now.playing && was.loading === now.loading && was.progress === now.progress;
      if (!same) changedIds.push(id);
      else if (statuses.has(id)) statuses.set(id, was); // the same object while unchanged
    }
    this.published = statuses;
    if (
      next.playingId !== previous.playingId ||
      next.playingIds !== previous.playingIds ||
      next.loadingId !== previous.loadingId ||
      next.progress !== previous.progress
    ) {
      this.snapshot = next;
      for (const listener of this.listeners) listener();
    }
    for (const id of changedIds) {
      for (const listener of this.buttonListeners.get(id) ?? []) listener();
    }
  }
}
