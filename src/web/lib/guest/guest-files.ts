import { fileTypeFromBuffer } from 'file-type/core';
import { ERROR_CODES } from '#shared/errors.ts';
import { unplayableAudioCodec } from '#shared/unplayable-audio.ts';
import { AUDIO_DECODE_MESSAGES, UPLOAD_RULES, type UploadRule } from '#shared/uploads.ts';
import { GuestHttpError, guestInvalid } from './guest-answer.ts';
import { forgetGuestBlob, rememberGuestBlob } from './guest-blobs.ts';
import type { GuestDb, StoredFile } from './guest-db.ts';

/**
 * A guest's upload, checked as the server checks one (src/server/lib/upload.ts sniffUpload): the size limit,
 * then the real type by its magic bytes, and for audio a codec browsers cannot play (decision 055) — the
 * same 413/415 answers and messages. The bytes are kept as a Blob of the detected type.
 */
export async function checkGuestUpload(file: File, kind: 'audio' | 'image'): Promise<StoredFile> {
  const rule: UploadRule = UPLOAD_RULES[kind];
  if (file.size > rule.maxBytes) {
    throw new GuestHttpError(413, ERROR_CODES.tooLarge, rule.tooLargeMessage);
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !rule.extensions.includes(detected.ext)) {
    throw new GuestHttpError(415, ERROR_CODES.unsupportedType, rule.wrongTypeMessage);
  }
  const codec = kind === 'audio' ? unplayableAudioCodec(bytes) : null;
  if (codec) {
    throw new GuestHttpError(
      415,
      ERROR_CODES.unsupportedType,
      AUDIO_DECODE_MESSAGES.unplayable(codec),
    );
  }
  return { id: crypto.randomUUID(), bytes: bytes.buffer, type: detected.mime };
}

/** The form's file field, or the server's 400 naming it. */
export function requiredFile(form: FormData | undefined, field = 'file'): File {
  const value = form?.get(field);
  if (!(value instanceof File) || value.size === 0) {
    throw guestInvalid(`A file is required in the "${field}" field.`);
  }
  return value;
}

export function optionalFile(form: FormData | undefined, field: string): File | null {
  const value = form?.get(field);
  return value instanceof File && value.size > 0 ? value : null;
}

const urls = new Map<string, string>();

/**
 * The URL a stored file is read at on this page: one object URL per file, made when first named and kept for
 * the page's life (the audio loader, <img> and fetchFile read it like a /files URL); null when it is gone.
 */
export async function guestFileUrl(db: GuestDb, id: string | null): Promise<string | null> {
  if (!id) return null;
  const known = urls.get(id);
  if (known) return known;
  const file = await db.get('files', id);
  if (!file) return null;
  const blob = new Blob([file.bytes], { type: file.type });
  const url = URL.createObjectURL(blob);
  urls.set(id, url);
  rememberGuestBlob(url, blob);
  return url;
}

/** Lets a removed file's object URL go. */
export function forgetGuestFileUrl(id: string | null): void {
  if (!id) return;
  const url = urls.get(id);
  if (url) {
    URL.revokeObjectURL(url);
    forgetGuestBlob(url);
  }
  urls.delete(id);
}
