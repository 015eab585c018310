import { strToU8, zipSync } from 'fflate';
import { LIBRARY_ARCHIVE } from '#shared/board-transfer.ts';

/** A library backup with nothing in it (decision 054). */
export const emptyLibraryArchive = () =>
  zipSync({
    'library.json': strToU8(
      JSON.stringify({
        format: LIBRARY_ARCHIVE.format,
        version: LIBRARY_ARCHIVE.version,
        exported_at: new Date().toISOString(),
        settings: { full_name: null, bio: null },
        sounds: [],
        boards: [],
      }),
    ),
  });
