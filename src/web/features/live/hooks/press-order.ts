import type { LivePressEvent } from '#shared/live.ts';

/**
 * How far apart the server may stamp the two halves of one restart: the owner's page sends its stop and its
 * play in the same task (a retrigger press, decision 056), as two requests that may overtake each other.
 */
export const RESTART_WINDOW_MS = 200;

/** What a listener does with a press: start, play again from the start, stop, or nothing. */
export type PressDecision = 'play' | 'restart' | 'stop' | 'ignore';

/**
 * Puts a live session's presses back in the order the owner made them, per button (decision 062). A press
 * stamped (`sent_at`) before the last one applied to its button is late and dropped. A play that finds its
 * button playing is a restart whose stop has not come yet: the sound plays again from the start, and that
 * stop, when it comes stamped within RESTART_WINDOW_MS of the play, is dropped — before this, the play was
 * ignored (already playing) and the late stop left the listener silent.
 */
export function livePressOrder() {
  const lastApplied = new Map<string, number>();
  /** Buttons restarted by a play whose stop is still owed: the play's stamp. */
  const owedStop = new Map<string, number>();
  return {
    decide(press: LivePressEvent, playing: boolean): PressDecision {
      const id = press.button_id;
      const restartedAt = owedStop.get(id);
      if (press.action === 'stop' && restartedAt !== undefined) {
        owedStop.delete(id);
        if (Math.abs(press.sent_at - restartedAt) <= RESTART_WINDOW_MS) return 'ignore';
      }
      const last = lastApplied.get(id);
      if (last !== undefined && press.sent_at < last) return 'ignore';
      lastApplied.set(id, press.sent_at);
      owedStop.delete(id);
      if (press.action === 'stop') return 'stop';
      if (!playing) return 'play';
      owedStop.set(id, press.sent_at);
      return 'restart';
    },
  };
}
