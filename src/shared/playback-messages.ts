/**
 * What the playback engine says when a press cannot play as asked (spec §8). Apart from the rest of
 * SOUND_MESSAGES (which spreads these in): a visitor's board page carries the engine, and with it only these
 * texts, not the upload and URL texts with their format list (decision 010).
 */
export const PLAYBACK_MESSAGES = {
  dataNotAvailable: 'Sound data not available for this button.',
  couldNotPlay: 'Could not play sound.',
  urlNotAvailable: 'Sound URL not available.',
  /** A button's trim starts after the end of its sound (decision 052): it plays the whole sound instead. */
  trimBeyondSound:
    "This button's trim starts after the end of its sound, so the whole sound plays. Adjust the trim in Sound settings.",
} as const;
