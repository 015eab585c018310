import type { BoardArchive } from '#shared/schemas/board-archive.ts';

/** What the unpacking thread is given: the upload's file part (a range of a file) and a folder for entries. */
export interface UnpackRequest {
  path: string;
  start: number;
  length: number;
  outDir: string;
}

/** A checked file of the archive: `size` bytes at `offset` of the file at `path`. */
export interface UnpackedFile {
  name: string;
  path: string;
  offset: number;
  size: number;
}

export type UnpackResult =
  | { kind: 'unpacked'; document: BoardArchive; files: UnpackedFile[] }
  | { kind: 'refused'; message: string };
