import { zipSync, strToU8 } from 'fflate';
import { LIBRARY_ARCHIVE } from '#shared/board-transfer.ts';
import type { LibraryArchive } from '#shared/schemas/library-archive.ts';
import { BUTTON_SETTING_KEYS, type ButtonSettings } from '#shared/schemas/button-settings.ts';
import type { GuestDb, StoredButton } from './guest-db.ts';
import { boardButtons } from './guest-read.ts';

/** File name extensions by detected type: the restore checks each file's real type again. */
const EXTENSIONS: Record<string, string> = {
  'audio/wav': 'wav',
  'audio/mpeg': 'mp3',
  'audio/ogg': 'ogg',
  'audio/webm': 'webm',
  'audio/mp4': 'm4a',
  'audio/x-m4a': 'm4a',
  'audio/aac': 'aac',
  'audio/flac': 'flac',
  'video/webm': 'webm',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/** What a guest archive holds: its counts, to say what moved and what did not. */
export interface GuestArchive {
  zip: Uint8Array;
  /** Boards and sounds outside the trash. */
  boards: number;
  sounds: number;
  /** Those in the trash, which go to the account's trash (decision 079). */
  trashedBoards: number;
  trashedSounds: number;
}

function settingsOf(button: StoredButton): ButtonSettings {
  const settings = {} as Record<string, unknown>;
  for (const key of BUTTON_SETTING_KEYS) settings[key] = button[key];
  return settings as ButtonSettings;
}

/**
 * The guest's library as a backup archive (decision 054's format, decision 061): library.json and the
 * stored files, for the server's restore route with its limits and quota. Items of the trash carry when
 * they were trashed, and go to the account's trash (decision 079).
 */
export async function buildGuestArchive(db: GuestDb): Promise<GuestArchive> {
  const files: Record<string, Uint8Array> = {};
  let count = 0;
  const add = async (folder: 'audio' | 'images', id: string | null): Promise<string | null> => {
    const file = id ? await db.get('files', id) : undefined;
    if (!file) return null;
    const name = `${folder}/${++count}.${EXTENSIONS[file.type] ?? 'bin'}`;
    files[name] = new Uint8Array(file.bytes);
    return name;
  };
  const sounds = await db.getAll('sounds');
  const keys = new Map(sounds.map((sound, index) => [sound.id, `s${index + 1}`]));
  const boards = await db.getAll('boards');
  const trashedAt = (item: { deleted_at: string | null }) =>
    item.deleted_at ? { trashed_at: item.deleted_at } : {};
  const library: LibraryArchive = {
    format: LIBRARY_ARCHIVE.format,
    version: LIBRARY_ARCHIVE.version,
    exported_at: new Date().toISOString(),
    settings: { full_name: null, bio: null },
    sounds: [],
    boards: [],
  };
  for (const sound of sounds) {
    library.sounds.push({
      key: keys.get(sound.id)!,
      name: sound.name,
      audio: await add('audio', sound.audio_file),
      source_url: null,
      image: await add('images', sound.image_file),
      loudness_gain_db: sound.loudness_gain_db,
      normalize: sound.normalize,
      tags: sound.tags,
      ...trashedAt(sound),
    });
  }
  for (const board of boards) {
    const backgroundFile = await add('images', board.background_file);
    const buttons = [];
    for (const button of await boardButtons(db, board.id)) {
      const file = await add('images', button.background_file);
      buttons.push({
        label: button.label,
        color: button.color,
        hotkey: button.hotkey,
        position_row: button.position_row,
        position_col: button.position_col,
        sound: button.sound_id ? (keys.get(button.sound_id) ?? null) : null,
        background: file ? { file, url: null } : null,
        background_settings: button.background_settings,
        ...settingsOf(button),
      });
    }
    library.boards.push({
      board: {
        id: board.id,
        name: board.name,
        description: board.description,
        grid_rows: board.grid_rows,
        grid_columns: board.grid_columns,
        background: backgroundFile ? { file: backgroundFile, url: null } : null,
        background_settings: board.background_settings,
        master_volume: board.master_volume,
        play_mode: board.play_mode,
        stop_all_key: board.stop_all_key,
        is_public: false,
        ...trashedAt(board),
      },
      buttons,
    });
  }
  files[LIBRARY_ARCHIVE.documentName] = strToU8(JSON.stringify(library));
  // Audio and images are compressed already: stored, not deflated again.
  const trashedBoards = boards.filter((board) => board.deleted_at).length;
  const trashedSounds = sounds.filter((sound) => sound.deleted_at).length;
  return {
    zip: zipSync(files, { level: 0 }),
    boards: boards.length - trashedBoards,
    sounds: sounds.length - trashedSounds,
    trashedBoards,
    trashedSounds,
  };
}
