import type {
  AudioContextLike,
  AudioParamLike,
  AudioSourceLike,
  Decoded,
  GainNodeLike,
  PlayControls,
} from './playback-types.ts';

/** One sound playing: its source, its own gain (volume, fades) and where it is in its trimmed span. */
export interface Voice {
  id: string;
  source: AudioSourceLike;
  gain: GainNodeLike;
  /** How it plays: its gain within `maxGain`, its fades within its span. */
  controls: PlayControls;
  /** The highest gain that keeps it under the peak ceiling (decision 052). */
  maxGain: number;
  startedAt: number;
  /** Seconds from the trim start to the trim end (one pass of a loop). */
  span: number;
  progress: number;
  /** Playback time of the last published progress. */
  shownAt: number;
  /** The same sound in the stream output (decision 057), on that output's context and clock. */
  mirror?: Voice;
}

/** Sets an AudioParam now, dropping what was scheduled after. */
export function setNow(param: AudioParamLike, value: number, now: number) {
  param.cancelScheduledValues(now);
  param.setValueAtTime(value, now);
  param.value = value;
}

/**
 * Starts a buffer now (or at the context time `at`, when later) through its own gain into `output`: the
 * trimmed span, looped or once, faded in; its gain no higher than `maxGain`.
 */
export function startVoice(
  context: AudioContextLike,
  output: GainNodeLike,
  id: string,
  buffer: Decoded,
  requested: PlayControls,
  maxGain = Infinity,
  at = 0,
): Voice {
  const source = context.createBufferSource();
  source.buffer = buffer;
  const gain = context.createGain();
  source.connect(gain as never);
  gain.connect(output as never);
  const offset = Math.min(Math.max(0, requested.start), buffer.duration);
  const end = Math.min(requested.end ?? buffer.duration, buffer.duration);
  const span = Math.max(0, end - offset);
  const controls = fitted(requested, span, maxGain);
  const now = Math.max(context.currentTime, at);
  if (controls.loop) {
    source.loop = true;
    source.loopStart = offset;
    source.loopEnd = end;
    source.start(at, offset);
  } else {
    source.start(at, offset, span);
  }
  const voice: Voice = {
    id,
    source,
    gain,
    controls,
    maxGain,
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
  scheduleFadeOut(voice, now);
  return voice;
}

/**
 * The controls as they can play: the gain within `maxGain`; a fade-in and fade-out longer together than a
 * sound that plays once shortened in proportion (they would overlap: silence, then a click at the end).
 */
function fitted(controls: PlayControls, span: number, maxGain: number): PlayControls {
  const gain = Math.min(controls.gain, maxGain);
  const fades = controls.fadeIn + controls.fadeOut;
  if (controls.loop || fades <= span || fades <= 0) return { ...controls, gain };
  const scale = span / fades;
  return { ...controls, gain, fadeIn: controls.fadeIn * scale, fadeOut: controls.fadeOut * scale };
}

/** A sound that ends by itself fades out over its last `fadeOut` seconds (a loop fades when stopped). */
export function scheduleFadeOut(voice: Voice, now: number) {
  const { fadeOut, loop, gain } = voice.controls;
  if (loop || fadeOut <= 0) return;
  const endsAt = voice.startedAt + voice.span;
  const fadeFrom = Math.max(now, endsAt - fadeOut);
  if (fadeFrom >= endsAt) return;
  voice.gain.gain.setValueAtTime(gain, fadeFrom);
  voice.gain.gain.linearRampToValueAtTime(0, endsAt);
}

/** Ends a voice: at once, or over its fade-out when it has one. */
export function stopVoice(voice: Voice, context: AudioContextLike | null) {
  voice.source.onended = null;
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
}

/** Where a voice is in its span at `now`, 0–100 (a loop starts over each pass). */
export function voiceProgress(voice: Voice, now: number): number {
  const elapsed = now - voice.startedAt;
  const played = voice.controls.loop && voice.span > 0 ? elapsed % voice.span : elapsed;
  return voice.span > 0 ? Math.min(100, (played / voice.span) * 100) : 100;
}

/** Sets a voice's gain now and schedules its fade-out again from `now`. */
export function setVoiceNow(voice: Voice, now: number) {
  setNow(voice.gain.gain, voice.controls.gain, now);
  scheduleFadeOut(voice, now);
}
