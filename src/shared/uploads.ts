import {
  AUDIO_UPLOAD_MAX_BYTES,
  AVATAR_UPLOAD_MAX_BYTES,
  IMAGE_UPLOAD_MAX_BYTES,
} from './limits.ts';
import { BOARD_ARCHIVE, BOARD_TRANSFER_MESSAGES } from './board-transfer.ts';

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
  audio: {
    maxBytes: AUDIO_UPLOAD_MAX_BYTES,
    mimeTypes: ['audio/*'],
    // file-type reports audio-only WebM (MediaRecorder's output) as video/webm.
    extensions: ['mp3', 'wav', 'ogg', 'oga', 'opus', 'webm', 'm4a', 'mp4', 'aac', 'flac'],
    tooLargeMessage: 'File is too large. Max 20MB.',
    wrongTypeMessage:
      'Unsupported audio format. Please use MP3, WAV, OGG, WebM, M4A, AAC, or FLAC files.',
  },
  /** A board archive to import (decision 038). */
  archive: {
    maxBytes: BOARD_ARCHIVE.maxBytes,
    mimeTypes: ['application/zip', 'application/x-zip-compressed', 'application/octet-stream', ''],
    extensions: ['zip'],
    tooLargeMessage: BOARD_TRANSFER_MESSAGES.tooLarge,
    wrongTypeMessage: BOARD_TRANSFER_MESSAGES.notZip,
  },
} as const satisfies Record<string, UploadRule>;

export type UploadKind = keyof typeof UPLOAD_RULES;

/** Browser-side check before an upload starts; null when the file may be sent. */
export function checkUploadInBrowser(
  file: { type: string; size: number },
  kind: UploadKind,
): string | null {
  const rule: UploadRule = UPLOAD_RULES[kind];
  const typeOk = rule.mimeTypes.some((accepted) =>
    accepted.endsWith('/*') ? file.type.startsWith(accepted.slice(0, -1)) : file.type === accepted,
  );
  if (!typeOk) return rule.wrongTypeMessage;
  if (file.size > rule.maxBytes) return rule.tooLargeMessage;
  return null;
}
