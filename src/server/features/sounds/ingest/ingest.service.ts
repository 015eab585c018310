import { randomBytes } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ERROR_CODES, type ErrorCode } from '#shared/errors.ts';
import { DOWNLOAD_REASONS, SOUND_MESSAGES } from '#shared/sound-messages.ts';
import { ingestedBaseName } from '#shared/sound-names.ts';
import { unplayableAudioCodec } from '#shared/unplayable-audio.ts';
import { UPLOAD_RULES } from '#shared/uploads.ts';
import { HttpError } from '#server/lib/http-error.ts';
import type { Database } from '#server/db/client.ts';
import { storeFile } from '#server/storage/file-ledger.ts';
import type { Storage } from '#server/storage/storage.ts';
import { download, DownloadError, type DownloadFailure } from './download.ts';
import { directDownloadUrl } from './share-links.ts';

export interface IngestSettings {
  /** Test-only (INGEST_ALLOW_LOOPBACK): lets tests serve fixtures on loopback. Off by default. */
  allowLoopback: boolean;
  timeoutMs?: number;
  /** Total time for one download (INGEST_DEADLINE_MS unless given; tests pass a short one). */
  deadlineMs?: number;
}

export interface IngestedAudio {
  /** Object path in the sounds bucket. */
  path: string;
  mime: string;
}

const STATUS: Record<DownloadFailure | 'invalid' | 'not_audio', [ContentfulStatusCode, ErrorCode]> =
  {
    invalid: [400, ERROR_CODES.validation],
    forbidden: [400, ERROR_CODES.validation],
    too_large: [413, ERROR_CODES.tooLarge],
    not_audio: [415, ERROR_CODES.unsupportedType],
    network: [502, ERROR_CODES.upstream],
    http: [502, ERROR_CODES.upstream],
    redirects: [502, ERROR_CODES.upstream],
  };

function failure(kind: keyof typeof STATUS, reason: string): HttpError {
  const [status, code] = STATUS[kind];
  return new HttpError(status, code, SOUND_MESSAGES.downloadFailed(reason));
}

/** `{userId}/{timestamp}-{random}-{Sound_Name}.{ext}`: the sound name with non-alphanumerics as underscores. */
export function ingestedSoundPath(
  userId: string,
  soundName: string,
  ext: string,
  now = new Date(),
) {
  const stamp = `${now.getTime()}-${randomBytes(6).toString('hex')}`;
  return `${userId}/${stamp}-${ingestedBaseName(soundName)}.${ext}`;
}

/**
 * Downloads audio from a URL (share links made direct), checks it is audio by its magic bytes, in a codec
 * browsers decode, and stores it in the sounds bucket, counted against the user's quota (413 when it does not
 * fit). Failures are HttpErrors reading 'Failed to download audio from URL: {reason}'.
 */
export async function ingestAudio(
  deps: { db: Database; storage: Storage },
  settings: IngestSettings,
  input: { userId: string; url: string; soundName: string },
): Promise<IngestedAudio> {
  let url: URL;
  try {
    url = directDownloadUrl(new URL(input.url.trim()));
  } catch {
    throw failure('invalid', DOWNLOAD_REASONS.invalid);
  }
  let bytes: Uint8Array;
  try {
    bytes = await download(url, {
      allowLoopback: settings.allowLoopback,
      maxBytes: UPLOAD_RULES.audio.maxBytes,
      timeoutMs: settings.timeoutMs,
      deadlineMs: settings.deadlineMs,
    });
  } catch (error) {
    if (error instanceof DownloadError) throw failure(error.kind, error.reason);
    throw failure('network', DOWNLOAD_REASONS.network);
  }
  const detected = await fileTypeFromBuffer(bytes);
  const accepted: readonly string[] = UPLOAD_RULES.audio.extensions;
  if (!detected || !accepted.includes(detected.ext)) {
    throw failure('not_audio', DOWNLOAD_REASONS.notAudio);
  }
  // Decision 055: audio browsers cannot decode is refused before it is stored, naming its codec.
  const codec = unplayableAudioCodec(bytes);
  if (codec) throw failure('not_audio', DOWNLOAD_REASONS.unplayable(codec));
  const path = ingestedSoundPath(input.userId, input.soundName, detected.ext);
  // Reserved in the ledger (quota) and unclaimed until a sound takes it; the janitor removes it otherwise.
  await storeFile(deps, {
    userId: input.userId,
    bucket: 'sounds',
    path,
    bytes,
    mime: detected.mime,
  });
  return { path, mime: detected.mime };
}
