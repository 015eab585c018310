const NOTE_NAMES = ['C', 'C♯', 'D', 'D♯', 'E', 'F', 'F♯', 'G', 'G♯', 'A', 'A♯', 'B'];

/** The note a MIDI message turns on (a Note On with velocity > 0), or null for anything else. */
export function noteOn(data: Uint8Array | null | undefined): number | null {
  if (!data || data.length < 3) return null;
  const [status, note, velocity] = data as unknown as [number, number, number];
  // 0x9n: Note On on channel n; velocity 0 is a Note Off by convention.
  if ((status & 0xf0) !== 0x90 || velocity === 0) return null;
  return note & 0x7f;
}

/**
 * The note a MIDI message lets go (a Note Off, or a Note On with velocity 0 as many controllers send it), or
 * null for anything else: a hold button stops on it (decision 056).
 */
export function noteOff(data: Uint8Array | null | undefined): number | null {
  if (!data || data.length < 3) return null;
  const [status, note, velocity] = data as unknown as [number, number, number];
  const kind = status & 0xf0;
  if (kind !== 0x80 && !(kind === 0x90 && velocity === 0)) return null;
  return note & 0x7f;
}

/** A note's name as a musician reads it: 60 → "C4" (middle C). */
export function noteName(note: number): string {
  return `${NOTE_NAMES[note % 12]}${Math.floor(note / 12) - 1}`;
}
