/**
 * Which note plays which button, per controller and board, remembered on this device (localStorage): a
 * mapping belongs to a physical controller on a desk, not to the account.
 */
export type NoteMap = Record<string, string>;

const STORAGE_KEY = 'soundboard:midi-mappings:v1';

type Stored = Record<string, Record<string, NoteMap>>;

function readAll(storage: Storage): Stored {
  try {
    const value = JSON.parse(storage.getItem(STORAGE_KEY) ?? '{}') as unknown;
    return value && typeof value === 'object' ? (value as Stored) : {};
  } catch {
    return {};
  }
}

/** note → button id for this controller on this board. */
export function readNoteMap(controller: string, boardId: string, storage = localStorage): NoteMap {
  return { ...readAll(storage)[controller]?.[boardId] };
}

/** Maps `note` to `buttonId`, removing the button's previous note and the note's previous button. */
export function mapNote(
  controller: string,
  boardId: string,
  note: number,
  buttonId: string,
  storage = localStorage,
): NoteMap {
  const all = readAll(storage);
  const map = Object.fromEntries(
    Object.entries(all[controller]?.[boardId] ?? {}).filter(([, id]) => id !== buttonId),
  );
  map[String(note)] = buttonId;
  all[controller] = { ...all[controller], [boardId]: map };
  storage.setItem(STORAGE_KEY, JSON.stringify(all));
  return map;
}

export function unmapButton(
  controller: string,
  boardId: string,
  buttonId: string,
  storage = localStorage,
): NoteMap {
  const all = readAll(storage);
  const map = Object.fromEntries(
    Object.entries(all[controller]?.[boardId] ?? {}).filter(([, id]) => id !== buttonId),
  );
  all[controller] = { ...all[controller], [boardId]: map };
  storage.setItem(STORAGE_KEY, JSON.stringify(all));
  return map;
}

/** The note a button plays on, if any. */
export function noteOf(map: NoteMap, buttonId: string): number | null {
  const entry = Object.entries(map).find(([, id]) => id === buttonId);
  return entry ? Number(entry[0]) : null;
}
