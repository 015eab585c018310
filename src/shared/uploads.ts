import {
  AUDIO_UPLOAD_MAX_BYTES,
  AVATAR_UPLOAD_MAX_BYTES,
  IMAGE_UPLOAD_MAX_BYTES,
} from './limits.ts';
import {
  BOARD_ARCHIVE,
  BOARD_TRANSFER_MESSAGES,
  LIBRARY_ARCHIVE,
  LIBRARY_BACKUP_MESSAGES,
} from './board-transfer.ts';
import {
  AUDIO_ACCEPT,
  AUDIO_DETECTED_TYPES,
  AUDIO_FORMAT_LIST_OR,
  isAudioFile,
} from './audio-formats.ts';

/**
 * What each kind of upload accepts (spec §5), checked in the browser by the file's type and size and again on
 * the server by magic bytes and streamed size. `extensions` are file-type's names for the accepted formats.
 */
export interface UploadRule {
  maxBytes: number;
  /** MIME types the browser's file picker offers and checks. */
  mimeTypes: readonly string[];
  /** Formats accepted on the server, as file-type extensions. */
  extensions: readonly string[];
  tooLargeMessage: string;
  wrongTypeMessage: string;
}

export const UPLOAD_RULES = {
  /** Board and button backgrounds, sound cover art, profile backgrounds. */
  image: {
    maxBytes: IMAGE_UPLOAD_MAX_BYTES,
    mimeTypes: ['image/png', 'image/jpeg', 'image/jpg', 'image/gif', 'image/webp'],
    extensions: ['png', 'jpg', 'gif', 'webp'],
    tooLargeMessage: 'File is too large. Max 5MB.',
    wrongTypeMessage: 'Invalid file type. Please use PNG, JPG, GIF, or WebP images.',
  },
  avatar: {
    maxBytes: AVATAR_UPLOAD_MAX_BYTES,
    mimeTypes: ['image/png', 'image/jpeg', 'image/gif'],
    extensions: ['png', 'jpg', 'gif'],
    tooLargeMessage: 'File is too large. Max 2MB.',
    wrongTypeMessage: 'Invalid file type. Please use PNG, JPG, or GIF images.',
  },
  /** Every format browsers play (decision 055, audio-formats.ts); the picker's `accept` is AUDIO_ACCEPT. */
  audio: {
    maxBytes: AUDIO_UPLOAD_MAX_BYTES,
    mimeTypes: AUDIO_ACCEPT.split(','),
    extensions: AUDIO_DETECTED_TYPES,
    tooLargeMessage: 'File is too large. Max 20MB.',
    wrongTypeMessage: `Unsupported audio format. Please use ${AUDIO_FORMAT_LIST_OR} files.`,
  },
  /** A board archive to import (decision 038). */
  archive: {
    maxBytes: BOARD_ARCHIVE.maxBytes,
    mimeTypes: ['application/zip', 'application/x-zip-compressed', 'application/octet-stream', ''],
    extensions: ['zip'],
    tooLargeMessage: BOARD_TRANSFER_MESSAGES.tooLarge,
    wrongTypeMessage: BOARD_TRANSFER_MESSAGES.notZip,
  },
  /** A whole library's backup to restore (decision 054). */
  library: {
    maxBytes: LIBRARY_ARCHIVE.maxBytes,
    mimeTypes: ['application/zip', 'application/x-zip-compressed', 'application/octet-stream', ''],
    extensions: ['zip'],
    tooLargeMessage: LIBRARY_BACKUP_MESSAGES.tooLarge,
    wrongTypeMessage: BOARD_TRANSFER_MESSAGES.notZip,
  },
} as const satisfies Record<string, UploadRule>;

export type UploadKind = keyof typeof UPLOAD_RULES;

/**
 * An audio file in an accepted container whose codec browsers cannot decode (decision 055): refused before it
 * is stored, naming the codec when its header tells it.
 */
const CONVERT = 'Convert it to MP3, AAC (M4A) or PCM WAV and upload it again.';
export const AUDIO_DECODE_MESSAGES = {
  unplayable: (codec: string) =>
    `This file holds ${codec} audio, which browsers cannot play. ${CONVERT}`,
  undecodable: `This file could not be read as audio: it may be damaged, or hold a kind of audio browsers cannot play. ${CONVERT}`,
} as const;

/** Browser-side check before an upload starts; null when the file may be sent. */
export function checkUploadInBrowser(
  file: { type: string; size: number; name?: string },
  kind: UploadKind,
): string | null {
  const rule: UploadRule = UPLOAD_RULES[kind];
  const typeOk =
    kind === 'audio'
      ? isAudioFile(file)
      : rule.mimeTypes.some((accepted) => file.type === accepted);
  if (!typeOk) return rule.wrongTypeMessage;
  if (file.size > rule.maxBytes) return rule.tooLargeMessage;
  return null;
}
