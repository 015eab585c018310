/** Spec §4/§9: the recorder's timer reads m:ss. */
export function formatDuration(totalSeconds: number): string {
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = Math.floor(totalSeconds % 60);
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}

/** Spec §9: recordings are audio/webm. */
export const RECORDING_MIME = 'audio/webm';

/** A recording may be saved only with a clip and a name that is not blank (spec §5). */
export function canSaveRecording(clip: Blob | null, name: string): boolean {
  return clip !== null && name.trim().length > 0;
}
