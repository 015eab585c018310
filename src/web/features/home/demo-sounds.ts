/**
 * The landing page's demo sounds: short sounds made in the browser with Web Audio, no
 * files. Each is a few oscillator notes (or a noise burst) with a quick envelope, under a second long.
 */
export type DemoSound = 'airhorn' | 'drumroll' | 'applause' | 'trombone' | 'rimshot' | 'crickets';

interface Note {
  type: OscillatorType | 'noise';
  /** Start and end frequency in Hz (a slide when they differ); ignored for noise. */
  from: number;
  to: number;
  at: number;
  length: number;
  gain: number;
}

const repeat = (count: number, every: number, note: Omit<Note, 'at'>): Note[] =>
  Array.from({ length: count }, (_, i) => ({ ...note, at: i * every }));

export const DEMO_SOUNDS: Record<DemoSound, Note[]> = {
  airhorn: [
    { type: 'sawtooth', from: 440, to: 440, at: 0, length: 0.6, gain: 0.18 },
    { type: 'sawtooth', from: 554, to: 554, at: 0, length: 0.6, gain: 0.12 },
  ],
  drumroll: repeat(14, 0.045, { type: 'noise', from: 0, to: 0, length: 0.04, gain: 0.35 }),
  applause: repeat(10, 0.07, { type: 'noise', from: 0, to: 0, length: 0.06, gain: 0.25 }),
  trombone: [
    { type: 'triangle', from: 392, to: 370, at: 0, length: 0.3, gain: 0.3 },
    { type: 'triangle', from: 370, to: 349, at: 0.32, length: 0.3, gain: 0.3 },
    { type: 'triangle', from: 349, to: 311, at: 0.64, length: 0.5, gain: 0.3 },
  ],
  rimshot: [
    { type: 'square', from: 1800, to: 900, at: 0, length: 0.05, gain: 0.2 },
    { type: 'noise', from: 0, to: 0, at: 0.2, length: 0.25, gain: 0.2 },
  ],
  crickets: repeat(6, 0.09, { type: 'sine', from: 4200, to: 4400, length: 0.05, gain: 0.12 }),
};

let shared: AudioContext | null = null;
const context = () => (shared ??= new AudioContext());

function noiseBuffer(audio: AudioContext, seconds: number): AudioBuffer {
  const buffer = audio.createBuffer(1, Math.ceil(audio.sampleRate * seconds), audio.sampleRate);
  const data = buffer.getChannelData(0);
  for (let i = 0; i < data.length; i++) data[i] = Math.random() * 2 - 1;
  return buffer;
}

function schedule(audio: AudioContext, note: Note, start: number) {
  const envelope = audio.createGain();
  const begin = start + note.at;
  const end = begin + note.length;
  envelope.gain.setValueAtTime(0.0001, begin);
  envelope.gain.exponentialRampToValueAtTime(note.gain, begin + 0.01);
  envelope.gain.exponentialRampToValueAtTime(0.0001, end);
  envelope.connect(audio.destination);
  if (note.type === 'noise') {
    const source = audio.createBufferSource();
    source.buffer = noiseBuffer(audio, note.length);
    source.connect(envelope);
    source.start(begin);
    source.stop(end);
    return;
  }
  const oscillator = audio.createOscillator();
  oscillator.type = note.type;
  oscillator.frequency.setValueAtTime(note.from, begin);
  oscillator.frequency.linearRampToValueAtTime(note.to, end);
  oscillator.connect(envelope);
  oscillator.start(begin);
  oscillator.stop(end);
}

/** Plays one demo sound now (resuming the audio context, which a tap or key press allows). */
export function playDemoSound(sound: DemoSound) {
  const audio = context();
  void audio.resume();
  const start = audio.currentTime + 0.01;
  for (const note of DEMO_SOUNDS[sound]) schedule(audio, note, start);
}

/** How long a demo sound lasts, in seconds (its last note's end). */
export const demoLength = (sound: DemoSound) =>
  Math.max(...DEMO_SOUNDS[sound].map((note) => note.at + note.length));
