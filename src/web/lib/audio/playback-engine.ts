import { PLAYBACK_MESSAGES } from '#shared/playback-messages.ts';
import { AudioLoader } from './audio-loader.ts';
import {
  DEFAULT_CONTROLS,
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
import { setVoiceNow, startVoice, stopVoice, voiceProgress, type Voice } from './voice.ts';
import { Outputs } from './outputs.ts';
import { buttonStatuses, IDLE_STATUS, sameOrNew } from './playback-status.ts';
import { ceilingGain } from './true-peak.ts';

export * from './playback-types.ts';

/**
 * How often the playing tile's progress is published (seconds of playback). Each step re-renders, styles and
 * lays out one tile; every frame (60 a second) kept a 500-button board's main thread busy enough to delay
 * the next press (decision 024). The fill glides between steps with a CSS transition of the
 * same length, on the compositor.
 */
export const PROGRESS_STEP_SECONDS = 0.1;

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
    loadingIds: [],
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
  /** Presses still loading or waiting, by button: the press's number, so a later press can cancel it. */
  private readonly loading = new Map<string, number>();
  private frame: number | null = null;
  private press = 0;
  private mode: PlayMode = 'single';
  /** Until when (the monitor's clock) a stopped sound's fade-out still rings. */
  private ringingUntil = 0;

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
      deps.connectMaster,
      deps.limiterWaitMs,
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
    // The master too: its limiter's module starts loading now, well ahead of the press (decision 064).
    this.outputs.monitorOutput();
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
    if (this.voices.has(sound.id) || this.loading.has(sound.id)) {
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
    const limiters = this.outputs.prepare();
    const decoded = this.loader.ready.get(sound.url);
    if (decoded && (!limiters || this.playsAlone(decoded))) {
      this.start(sound.id, decoded, controls);
      return Promise.resolve();
    }
    return this.loadAndStart(press, sound.id, sound.url, controls, limiters);
  }

  /** Stops the button's sound if it is playing or loading (a press that turned into a scroll). */
  stopIfPlaying(id: string): void {
    if (this.end(id)) this.notifyStopped([id]);
  }

  /** Stop All: every playing sound, and a press still loading. */
  stop(): void {
    const ids = [...new Set([...this.voices.keys(), ...this.loading.keys()])];
    this.loading.clear();
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
  private end(id: string, endedByItself = false): boolean {
    let ended = false;
    if (this.loading.delete(id)) ended = true;
    const voice = this.voices.get(id);
    if (voice) {
      this.silence(voice, endedByItself);
      ended = true;
    }
    this.publish();
    return ended;
  }

  /**
   * Whether a sound may start now without waiting for a master limiter still loading (decision 073): alone,
   * it stays under −1 dBTP by its own gain's ceiling (decision 052) — nothing else plays or still fades out,
   * no output adds gain (a stream output may be set up to 200 %, decision 057), and its peak is known. The
   * limiter goes in when it is ready, mid-sound, without a step; every later sound waits for it.
   */
  private playsAlone(buffer: Decoded): boolean {
    const now = this.outputs.monitorContext?.currentTime ?? 0;
    return (
      this.voices.size === 0 &&
      now >= this.ringingUntil &&
      this.outputs.loudestVolume() <= 1 &&
      this.loader.peakOf(buffer) !== undefined
    );
  }

  /**
   * A press that waits: for its sound to load and decode, and for the outputs' limiters (decision 064) unless
   * it plays alone (decision 073).
   */
  private async loadAndStart(
    press: number,
    id: string,
    url: string,
    controls: PlayControls,
    limiters: Promise<void> | null,
  ) {
    if (this.mode === 'single') {
      for (const voice of [...this.voices.values()]) this.silence(voice);
      this.loading.clear();
    }
    // In "overlap" mode every press waiting here starts: a press on another button does not cancel it.
    this.loading.set(id, press);
    this.publish();
    let buffer: Decoded;
    try {
      buffer = await this.loader.load(url);
      // Stopped, or replaced by another press, while it loaded.
      if (this.loading.get(id) !== press) return;
      if (limiters && this.outputs.limiterLoading && !this.playsAlone(buffer)) await limiters;
    } catch {
      if (this.loading.get(id) === press) {
        this.loading.delete(id);
        this.publish();
      }
      return this.deps.onError(PLAYBACK_MESSAGES.couldNotPlay);
    }
    // Stopped, or replaced by another press, while it loaded.
    if (this.loading.get(id) !== press) return;
    this.start(id, buffer, controls);
  }

  private silence(voice: Voice, endedByItself = false) {
    this.voices.delete(voice.id);
    const context = this.outputs.monitorContext;
    if (!endedByItself && context && voice.controls.fadeOut > 0) {
      this.ringingUntil = Math.max(this.ringingUntil, context.currentTime + voice.controls.fadeOut);
    }
    stopVoice(voice, context);
    if (voice.mirror && this.outputs.stream) stopVoice(voice.mirror, this.outputs.stream.context);
    if (this.voices.size === 0 && this.frame !== null) {
      this.deps.cancelFrame(this.frame);
      this.frame = null;
    }
  }

  private start(id: string, buffer: Decoded, controls: PlayControls) {
    // A context made before the first gesture is suspended: prepare() resumed it, and this starts now.
    const monitor = this.outputs.monitorOutput();
    // A trim that starts past the sound's end (a sound replaced by a shorter one) plays the whole sound.
    const trimBeyond = controls.start >= buffer.duration && buffer.duration > 0;
    if (trimBeyond) this.deps.onError(PLAYBACK_MESSAGES.trimBeyondSound);
    const played = trimBeyond ? { ...controls, start: 0, end: null } : controls;
    // The ceiling on its gain: at any volume, this sound alone stays under −1 dBTP (decision 052).
    const peak = this.loader.peakOf(buffer);
    const maxGain = peak === undefined ? Infinity : ceilingGain(peak);
    // Just after a limiter went in, a sound starts once it surely has (decision 073).
    const at = this.outputs.startTime(monitor.context);
    const voice = startVoice(monitor.context, monitor.master, id, buffer, played, maxGain, at);
    voice.source.onended = () => {
      if (this.voices.get(id) === voice) this.end(id, true);
    };
    if (this.outputs.streaming) {
      const { context, master } = this.outputs.streamOutput();
      const streamAt = this.outputs.startTime(context);
      voice.mirror = startVoice(context, master, id, buffer, played, maxGain, streamAt);
    }
    const replaced = this.mode === 'single' ? [...this.voices.values()] : [];
    const same = this.voices.get(id);
    if (same) replaced.push(same);
    for (const old of replaced) this.silence(old);
    this.voices.set(id, voice);
    this.loading.delete(id);
    if (this.mode === 'single') this.loading.clear();
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
    const loadingIds = [...this.loading.keys()];
    const next: PlaybackSnapshot = {
      playingId,
      playingIds: sameOrNew(previous.playingIds, ids),
      loadingId: loadingIds.at(-1) ?? null,
      loadingIds: sameOrNew(previous.loadingIds, loadingIds),
      progress: playingId ? (this.voices.get(playingId)?.progress ?? 0) : 0,
      cacheState: previous.cacheState,
    };
    const { statuses, changedIds } = buttonStatuses(
      this.voices.values(),
      loadingIds,
      this.published,
    );
    this.published = statuses;
    if (
      next.playingId !== previous.playingId ||
      next.playingIds !== previous.playingIds ||
      next.loadingIds !== previous.loadingIds ||
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
