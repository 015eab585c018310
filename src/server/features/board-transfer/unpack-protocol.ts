import type { ArchiveKind } from './archive-rules.ts';

/** What the unpacking thread is given: the upload's file part (a range of a file) and a folder for entries. */
export interface UnpackRequest {
  /** A board's archive (decision 038) or a library's backup (decision 054); a board's when absent. */
  kind?: ArchiveKind;
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
  | { kind: 'unpacked'; document: unknown; files: UnpackedFile[] }
  | { kind: 'refused'; message: string };
