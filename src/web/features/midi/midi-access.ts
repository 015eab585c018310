import { noteOff, noteOn } from './midi-message.ts';

/** Set once the user has opened MIDI on this device, so later visits connect without asking again. */
const ENABLED_KEY = 'soundboard:midi-enabled';

export type MidiStatus = 'off' | 'connecting' | 'ready' | 'refused';

export interface MidiState {
  status: MidiStatus;
  /** Names of the connected inputs (a controller is known by its name across visits). */
  controllers: string[];
}

export interface MidiNote {
  controller: string;
  note: number;
}

export function midiEnabledHere(): boolean {
  try {
    return localStorage.getItem(ENABLED_KEY) === '1';
  } catch {
    return false;
  }
}

/** The page's one MIDI connection: its state for the UI and the notes played on any controller. */
function createMidiStore() {
  let state: MidiState = { status: 'off', controllers: [] };
  const stateListeners = new Set<() => void>();
  const noteListeners = new Set<(note: MidiNote) => void>();
  const noteOffListeners = new Set<(note: MidiNote) => void>();
  let connecting: Promise<void> | null = null;

  const setState = (next: MidiState) => {
    state = next;
    for (const listener of stateListeners) listener();
  };

  const attach = (access: MIDIAccess) => {
    const controllers: string[] = [];
    access.inputs.forEach((input) => {
      if (input.state !== 'connected') return;
      const controller = input.name ?? input.id;
      controllers.push(controller);
      input.onmidimessage = (event) => {
        const note = noteOn(event.data);
        if (note !== null) {
          for (const listener of noteListeners) listener({ controller, note });
          return;
        }
        const released = noteOff(event.data);
        if (released === null) return;
        for (const listener of noteOffListeners) listener({ controller, note: released });
      };
    });
    setState({ status: 'ready', controllers });
  };

  return {
    get: () => state,
    subscribe: (listener: () => void) => {
      stateListeners.add(listener);
      return () => void stateListeners.delete(listener);
    },
    onNote: (listener: (note: MidiNote) => void) => {
      noteListeners.add(listener);
      return () => void noteListeners.delete(listener);
    },
    /** Notes let go (Note Off): a hold button stops (decision 056). */
    onNoteOff: (listener: (note: MidiNote) => void) => {
      noteOffListeners.add(listener);
      return () => void noteOffListeners.delete(listener);
    },
    /** Asks the browser for MIDI access (once per page) and listens to every input, present or later. */
    connect: (): Promise<void> => {
      if (typeof navigator === 'undefined' || !('requestMIDIAccess' in navigator)) {
        return Promise.resolve();
      }
      connecting ??= (async () => {
        setState({ ...state, status: 'connecting' });
        try {
          const access = await navigator.requestMIDIAccess();
          localStorage.setItem(ENABLED_KEY, '1');
          access.onstatechange = () => attach(access);
          attach(access);
        } catch {
          connecting = null;
          setState({ status: 'refused', controllers: [] });
        }
      })();
      return connecting;
    },
  };
}

export const midiStore = createMidiStore();
