import { openAsBlob } from 'node:fs';
import type { Database } from '#server/db/client.ts';
import { HttpError } from '#server/lib/http-error.ts';
import { sniffUpload } from '#server/lib/upload.ts';
import { releaseFile, storeFile } from '#server/storage/file-ledger.ts';
import type { FileRef } from '#server/storage/pending-removals.ts';
import type { Storage } from '#server/storage/storage.ts';
import { BOARD_TRANSFER_MESSAGES as M } from '#shared/board-transfer.ts';
import { ERROR_CODES } from '#shared/errors.ts';
import { fileUrl, type Bucket } from '#shared/storage.ts';
import { unplayableAudioCodec } from '#shared/unplayable-audio.ts';
import { UPLOAD_RULES, type UploadKind } from '#shared/uploads.ts';
import type { UnpackedFile } from './unpack-protocol.ts';

export const refuse = (message: string) => new HttpError(400, ERROR_CODES.validation, message);

/**
 * A checked file of the archive as a File backed by its bytes on disk: the upload check reads it once (an
 * in-memory copy would be copied twice more on its way to the check).
 */
export async function unpackedFile(file: UnpackedFile, name: string): Promise<File> {
  const blob = await openAsBlob(file.path);
  return new File([blob.slice(file.offset, file.offset + file.size)], name);
}

export type ArchiveBackground = { file: string | null; url: string | null } | null;

/**
 * Stores an archive's files for its importer (decisions 038, 054, 062): each checked like an upload (magic
 * bytes, size, a codec browsers play), counted against the quota and stored under a new server-made path; the
 * archive's names are never paths. `stored` lists what was stored, for the caller to commit with its rows or release on failure.
 */
export function archiveFiles(
  deps: { db: Database; storage: Storage },
  userId: string,
  files: Map<string, UnpackedFile>,
) {
  const stored: FileRef[] = [];
  /** Checks a file of the archive like an upload and stores it under a new path; its path. */
  const store = async (
    name: string,
    kind: UploadKind,
    bucket: Bucket,
    pathFor: (ext: string) => string,
  ) => {
    const file = files.get(name);
    if (!file) throw refuse(M.missingFile(name));
    if (file.size > UPLOAD_RULES[kind].maxBytes) throw refuse(M.badFile(name));
    const sniffed = await sniffUpload(await unpackedFile(file, name), kind).catch(() => {
      throw refuse(M.badFile(name));
    });
    // A container we take holding a codec browsers cannot decode, as an upload (decisions 055, 062).
    const codec = kind === 'audio' ? unplayableAudioCodec(sniffed.bytes) : null;
    if (codec) throw refuse(M.unplayable(name, codec));
    const path = pathFor(sniffed.ext);
    stored.push(
      await storeFile(deps, { userId, bucket, path, bytes: sniffed.bytes, mime: sniffed.mime }),
    );
    return path;
  };
  /** A background as a file of the archive, stored; its URL. An address is refused. */
  const background = async (
    value: ArchiveBackground,
    bucket: 'board-backgrounds' | 'button-backgrounds',
    pathFor: (ext: string) => string,
  ) => {
    if (value?.url) throw refuse(M.backgroundNotFile);
    if (!value?.file) return null;
    return fileUrl(bucket, await store(value.file, 'image', bucket, pathFor));
  };
  /** Hands the stored files over (to commitFileChange, which releases them if its transaction fails). */
  const take = () => stored.splice(0, stored.length);
  const releaseAll = () =>
    Promise.allSettled(take().map((file) => releaseFile(deps.db, deps.storage, file)));
  return { store, background, take, releaseAll };
}
export type ArchiveFiles = ReturnType<typeof archiveFiles>;
