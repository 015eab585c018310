/**
 * The audio formats a sound may be made from (decision 055): every container browsers play. One list for the
 * Upload tab's file picker and check, the URL tab's check, the server's magic-byte check and the messages
 * that name them. Whether a file's codec inside the container plays is checked apart (unplayable-audio.ts).
 */
export interface AudioFormat {
  /** How messages name it. */
  label: string;
  /** File name endings (lower case, no dot), for the picker, the URL rule and files without a type. */
  extensions: readonly string[];
  /** Types browsers give such a file (besides any audio/*: WebM and MP4 audio arrive as video/*). */
  mimeTypes: readonly string[];
  /** file-type's names for it, as the server detects it from its first bytes. */
  detected: readonly string[];
}

export const AUDIO_FORMATS: readonly AudioFormat[] = [
  { label: 'MP3', extensions: ['mp3'], mimeTypes: ['audio/mpeg'], detected: ['mp3'] },
  { label: 'WAV', extensions: ['wav'], mimeTypes: ['audio/wav', 'audio/x-wav'], detected: ['wav'] },
  {
    label: 'OGG',
    extensions: ['ogg', 'oga'],
    mimeTypes: ['audio/ogg', 'application/ogg'],
    detected: ['ogg', 'oga'],
  },
  { label: 'Opus', extensions: ['opus'], mimeTypes: ['audio/opus'], detected: ['opus'] },
  // The recorder's own format (spec §9): MediaRecorder writes audio-only WebM, typed video/webm by file-type.
  { label: 'WebM', extensions: ['webm'], mimeTypes: ['video/webm'], detected: ['webm'] },
  { label: 'M4A', extensions: ['m4a'], mimeTypes: ['audio/mp4', 'audio/x-m4a'], detected: ['m4a'] },
  { label: 'MP4', extensions: ['mp4'], mimeTypes: ['video/mp4'], detected: ['mp4'] },
  { label: 'AAC', extensions: ['aac'], mimeTypes: ['audio/aac'], detected: ['aac'] },
  { label: 'FLAC', extensions: ['flac'], mimeTypes: ['audio/flac'], detected: ['flac'] },
];

export const AUDIO_EXTENSIONS: readonly string[] = AUDIO_FORMATS.flatMap((f) => f.extensions);
export const AUDIO_DETECTED_TYPES: readonly string[] = AUDIO_FORMATS.flatMap((f) => f.detected);

/** "MP3, WAV, …, AAC" and the last one, for messages that list them. */
const labels = AUDIO_FORMATS.map((format) => format.label);
export const AUDIO_FORMAT_LIST = labels.join(', ');
export const AUDIO_FORMAT_LIST_OR = `${labels.slice(0, -1).join(', ')}, or ${labels.at(-1)}`;

/** The file input's `accept`: any audio type, the video/* types audio comes in, and every extension. */
export const AUDIO_ACCEPT = [
  'audio/*',
  ...AUDIO_FORMATS.flatMap((format) => format.mimeTypes.filter((t) => !t.startsWith('audio/'))),
  ...AUDIO_EXTENSIONS.map((extension) => `.${extension}`),
].join(',');

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/**
 * Whether a picked file looks like audio we take: any audio/* type, a listed type, or a listed extension (a
 * system without a type for .opus gives '' or application/octet-stream). The server checks its bytes.
 */
export function isAudioFile(file: { type: string; name?: string }): boolean {
  const type = file.type.toLowerCase();
  if (type.startsWith('audio/')) return true;
  if (AUDIO_FORMATS.some((format) => format.mimeTypes.includes(type))) return true;
  return file.name !== undefined && AUDIO_EXTENSIONS.includes(extensionOf(file.name));
}
