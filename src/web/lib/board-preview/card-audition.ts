import { createContext, useContext } from 'react';
// Types only: cards are rendered by the server too (decision 021), which must not bundle the engine.
import type { PlaybackEngine } from '#web/lib/audio/playback-engine.ts';
import type { PlayControls } from '#web/lib/audio/playback-types.ts';

/** What a card pad plays: its id (the button's) and its sound's URL. */
export interface AuditionPad {
  id: string;
  sound_url: string | null;
}

/**
 * How board cards audition a pad (decision 051): `audition` toggles it, one audition at a time; `source`
 * tells each pad its status once the engine is loaded. Given by the app; absent on the server, where pads
 * are drawn idle.
 */
export interface CardAudition {
  source: Pick<PlaybackEngine, 'subscribeButton' | 'buttonStatus'> | undefined;
  audition: (pad: AuditionPad, controls?: PlayControls) => void;
  /** Loads the engine when the browser is idle; returns the cancel (a drawn card calls it). */
  prepare: () => () => void;
}

export const CardAuditionContext = createContext<CardAudition | null>(null);

export function useCardAudition(): CardAudition | null {
  return useContext(CardAuditionContext);
}
