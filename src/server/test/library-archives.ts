import { strToU8, unzipSync, zipSync } from 'fflate';
import { LIBRARY_ARCHIVE } from '#shared/board-transfer.ts';
import type { LibraryArchive } from '#shared/schemas/library-archive.ts';

/** A library backup's files and its parsed `library.json`. */
export function readLibraryArchive(zip: Uint8Array) {
  const files = unzipSync(zip);
  const document = JSON.parse(
    new TextDecoder().decode(files[LIBRARY_ARCHIVE.documentName]),
  ) as LibraryArchive;
  return { files, document };
}

/** The same backup with its `library.json` changed by `edit` (what a lying or an older archive says). */
export function withLibraryDocument(
  zip: Uint8Array,
  edit: (document: LibraryArchive) => unknown,
): Uint8Array {
  const { files, document } = readLibraryArchive(zip);
  return zipSync({
    ...files,
    [LIBRARY_ARCHIVE.documentName]: strToU8(JSON.stringify(edit(document))),
  });
}
