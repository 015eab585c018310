import { AUDIO_EXTENSIONS, AUDIO_FORMAT_LIST } from './audio-formats.ts';
import { PLAYBACK_MESSAGES } from './playback-messages.ts';

/** The spec's texts about sounds, recording, URL ingest and playback (spec §2 /my-sounds, §5, §8). */
export const SOUND_MESSAGES = {
  nameRequired: 'Please provide a name for the sound.',
  fileOrUrlRequired: 'Either a file or a source URL must be provided to create a sound.',
  invalidUrl: 'Please enter a valid URL',
  // The spec's text with every format browsers play (decision 055).
  notAudioUrl: `URL doesn't appear to be an audio file. Supported: ${AUDIO_FORMAT_LIST}, Dropbox, Google Drive`,
  notSignedInUpload: 'User must be logged in to upload sounds.',
  notSignedInImage: 'User must be logged in to update sound images.',
  createForbidden: 'Unable to create sound - authentication or permissions issue...',
  downloadFailed: (reason: string) => `Failed to download audio from URL: ${reason}`,
  notFound: 'Sound not found or access denied',
  created: (name: string) => `Created "${name}" successfully!`,
  /** Spec §8's toast for a sound made from a board (record, upload or URL in the assign drawer). */
  createdFromBoard: (name: string) => `Sound "${name}" created!`,
  createFailed: 'Failed to create sound:',
  coverUpdated: 'Sound cover art updated!',
  movedToTrash: 'Sound moved to trash!',
  addedToBoard: 'Sound added to board!',
  addToBoardFailed: 'Failed to add sound to board:',
  assigned: (name: string) => `Assigned "${name}" successfully!`,
  sharedBoardWarning: "Can't add or edit sounds on a shared board.",
  sharedBoardHint: 'To edit this board, please log in and go to your boards.',
  /** For a signed-in non-owner, who is logged in already: whose board it is and where their own are. */
  sharedBoardHintSignedIn:
    'This board belongs to someone else. To add sounds, open one of your own boards from My Boards.',
  libraryEmpty: 'Your Library is Empty',
  createFirst: 'Create Your First Sound',
  ...PLAYBACK_MESSAGES,
} as const;

/**
 * The reasons after 'Failed to download audio from URL: ' (spec §5): each says what happened and what the user
 * can do, never a bare status line.
 */
const UPLOAD_INSTEAD = 'or download the file and upload it instead.';
export const DOWNLOAD_REASONS = {
  invalid: 'That is not a web address. Check the link and try again.',
  notHttp: 'Only http and https links can be used. Check the link and try again.',
  forbidden: 'This address cannot be used from here. Use a public link to the file.',
  notFound: `No file was found at that link (error 404). Check the link, ${UPLOAD_INSTEAD}`,
  refused: (status: number) =>
    `The site does not allow downloading this file (error ${status}). Download the file and upload it instead.`,
  httpError: (status: number) =>
    `The site answered with an error (error ${status}). Try again later, ${UPLOAD_INSTEAD}`,
  timedOut: `The site took too long to send the file. Try again later, ${UPLOAD_INSTEAD}`,
  network: `The site could not be reached. Check the link and try again, ${UPLOAD_INSTEAD}`,
  redirects: `The link sends the download round in circles. Use a direct link to the file, ${UPLOAD_INSTEAD}`,
  tooLarge: 'File is too large. Max 20MB.',
  notAudio: `The link does not lead to an audio file (${AUDIO_FORMAT_LIST}). Use a direct link to the sound file, or upload it instead.`,
  /** Decision 055: a container we take holding a codec browsers cannot decode. */
  unplayable: (codec: string) =>
    `The file holds ${codec} audio, which browsers cannot play. Convert it to MP3, AAC (M4A) or PCM WAV and upload it instead.`,
  /** The reason for an HTTP error status. */
  forStatus: (status: number) =>
    status === 404 || status === 410
      ? DOWNLOAD_REASONS.notFound
      : status === 401 || status === 403
        ? DOWNLOAD_REASONS.refused(status)
        : DOWNLOAD_REASONS.httpError(status),
} as const;

/** Extensions a sound URL may end in (spec §5, every format of decision 055). */
export const AUDIO_URL_EXTENSIONS = AUDIO_EXTENSIONS;

/** Redirects followed by URL ingest before it gives up. */
export const INGEST_MAX_REDIRECTS = 5;
/** Connect and response timeout of URL ingest. */
export const INGEST_TIMEOUT_MS = 10_000;

// Input hardening (DESIGN §6): maxima of sound texts.
export const SOUND_INPUT_MESSAGES = {
  nameTooLong: (max: number) => `Sound names are at most ${max} characters.`,
  urlTooLong: (max: number) => `URLs are at most ${max} characters.`,
} as const;

/** Total time URL ingest may take for one download, redirects and body included (a slow drip ends here). */
export const INGEST_DEADLINE_MS = 30_000;
