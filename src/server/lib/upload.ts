import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { fileTypeFromBuffer } from 'file-type';
import { ERROR_CODES } from '#shared/errors.ts';
import { UPLOAD_RULES, type UploadKind, type UploadRule } from '#shared/uploads.ts';
import { INPUT_MESSAGES } from '#shared/input-messages.ts';
import { HttpError } from './http-error.ts';
import { containsNul } from './nul.ts';

/** Room for multipart framing and small text fields around the file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export interface SniffedFile {
  bytes: Uint8Array;
  /** The extension the stored object gets, from the detected format (never from the client's name). */
  ext: string;
  mime: string;
  /** The client's file name, for display defaults only. */
  name: string;
}

/** The largest multipart body an upload of these kinds may send (docs/limits.md). */
export function uploadBodyMaxBytes(...kinds: UploadKind[]): number {
  return kinds.reduce((sum, kind) => sum + UPLOAD_RULES[kind].maxBytes, MULTIPART_OVERHEAD_BYTES);
}

/**
 * Cuts a request body off with 413 while it streams in, once it exceeds what the largest allowed upload
 * of these kinds can need. Put it before anything that reads the body.
 */
export function uploadBodyLimit(...kinds: UploadKind[]) {
  const rules: UploadRule[] = kinds.map((kind) => UPLOAD_RULES[kind]);
  const largest = rules.reduce((a, b) => (b.maxBytes > a.maxBytes ? b : a));
  return bodyLimit({
    maxSize: uploadBodyMaxBytes(...kinds),
    onError: () => {
      throw new HttpError(413, ERROR_CODES.tooLarge, largest.tooLargeMessage);
    },
  });
}

/** The multipart form of the request; 400 when the body is not one. */
export async function readMultipart(c: Context): Promise<Record<string, string | File>> {
  if (!c.req.header('content-type')?.startsWith('multipart/form-data')) {
    throw new HttpError(400, ERROR_CODES.validation, 'Expected a multipart/form-data upload.');
  }
  let form: Record<string, string | File>;
  try {
    form = await c.req.parseBody<Record<string, string | File>>();
  } catch {
    throw new HttpError(400, ERROR_CODES.validation, 'The upload could not be read.');
  }
  // Text fields enter here as JSON bodies do through the input guard: no NUL characters.
  if (Object.entries(form).some(([key, value]) => containsNul(key) || containsNul(value))) {
    throw new HttpError(400, ERROR_CODES.validation, INPUT_MESSAGES.nulCharacter);
  }
  return form;
}

/** Checks a file's size and its real type (magic bytes) against the rule: 413 or 415 with the spec's text. */
export async function sniffUpload(file: File, kind: UploadKind): Promise<SniffedFile> {
  const rule: UploadRule = UPLOAD_RULES[kind];
  if (file.size > rule.maxBytes)
    throw new HttpError(413, ERROR_CODES.tooLarge, rule.tooLargeMessage);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !rule.extensions.includes(detected.ext)) {
    throw new HttpError(415, ERROR_CODES.unsupportedType, rule.wrongTypeMessage);
  }
  return { bytes, ext: detected.ext, mime: detected.mime, name: file.name };
}

/** The form's file field, or 400 naming it. */
export function requireFile(form: Record<string, string | File>, field = 'file'): File {
  const value = form[field];
  if (!(value instanceof File) || value.size === 0) {
    throw new HttpError(400, ERROR_CODES.validation, `A file is required in the "${field}" field.`);
  }
  return value;
}
