/** Playback messages (spec §8). */
export const PLAYBACK_MESSAGES = {
  noSoundData: 'Sound data not available for this button.',
  couldNotPlay: 'Could not play sound.',
  noUrl: 'Sound URL not available.',
} as const;
