/** MIDI (decision 034): board buttons played from a connected controller's keys or pads. */
export const MIDI_MESSAGES = {
  open: 'MIDI',
  title: 'MIDI controller',
  description: 'Play buttons from the keys or pads of a connected MIDI controller.',
  connecting: 'Asking the browser for MIDI access…',
  refused: 'The browser did not allow MIDI access. Allow it in the site settings and try again.',
  noController: 'No MIDI controller connected. Connect one; it appears here.',
  controller: 'Controller',
  mapButton: (label: string) => `Map ${label}`,
  remap: (label: string) => `Change the key of ${label}`,
  unmap: (label: string) => `Remove the key of ${label}`,
  waiting: 'Press a key or pad on the controller…',
  cancel: 'Cancel',
  note: (name: string) => `Key ${name}`,
  notMapped: 'No key',
  mapped: (label: string, note: string) => `${label} now plays on ${note}.`,
  noButtons: 'This board has no sounds to map yet.',
} as const;
