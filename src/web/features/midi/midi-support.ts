/**
 * Web MIDI where the browser has it; the server and browsers without it render the control anyway. Apart
 * from midi-access.ts so the server's first content draws the control without the MIDI code (decision 045).
 */
export function midiSupported(): boolean {
  return typeof window === 'undefined' || 'requestMIDIAccess' in navigator;
}
