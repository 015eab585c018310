import { AUDIO_URL_EXTENSIONS, SOUND_MESSAGES } from './sound-messages.ts';

/** Spec §9: a recording is named from the sound name with spaces replaced by underscores, plus .webm. */
export function recordingFileName(soundName: string): string {
  return `${soundName.trim().replace(/ /g, '_')}.webm`;
}

/** Spec §9: URL-ingested audio is named from the sound name, non-alphanumerics replaced by underscores. */
export function ingestedBaseName(soundName: string): string {
  return soundName.replace(/[^a-zA-Z0-9]/g, '_') || 'sound';
}

/** Upload tab: the name defaults to the file name without its extension. */
export function nameFromFileName(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(0, dot) : fileName;
}

const DROPBOX_HOST = /(^|\.)dropbox\.com$/i;
const DRIVE_HOST = /^(drive|docs)\.google\.com$/i;

export function isDropboxUrl(url: URL): boolean {
  return DROPBOX_HOST.test(url.hostname);
}

export function isGoogleDriveUrl(url: URL): boolean {
  return DRIVE_HOST.test(url.hostname);
}

/** Spec §5's sound URL rule: null when the URL may be used, otherwise the message to show. */
export function soundUrlProblem(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return SOUND_MESSAGES.invalidUrl;
  }
  if (isDropboxUrl(url) || isGoogleDriveUrl(url)) return null;
  const extension = url.pathname.slice(url.pathname.lastIndexOf('.') + 1).toLowerCase();
  const known: readonly string[] = AUDIO_URL_EXTENSIONS;
  return url.pathname.includes('.') && known.includes(extension)
    ? null
    : SOUND_MESSAGES.notAudioUrl;
}
