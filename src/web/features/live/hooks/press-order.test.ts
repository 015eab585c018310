import { describe, expect, it } from 'vitest';
import type { LivePressEvent } from '#shared/live.ts';
import { livePressOrder } from './press-order.ts';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const press = (button_id: string, action: 'play' | 'stop', sent_at: number): LivePressEvent => ({
  button_id,
  action,
  sent_at,
});

/**
 * A listener's button as the engine would hold it: each decision applied to whether it plays (decision 062).
 */
function listener() {
  const order = livePressOrder();
  const playing = new Set<string>();
  const starts: string[] = [];
  return {
    playing,
    starts,
    receive(event: LivePressEvent) {
      const what = order.decide(event, playing.has(event.button_id));
      if (what === 'stop') playing.delete(event.button_id);
      if (what === 'play' || what === 'restart') {
        playing.add(event.button_id);
        starts.push(event.button_id);
      }
      return what;
    },
  };
}

describe('live presses in the order the owner made them (decision 062)', () => {
  it('a restart (retrigger) received in order: stop, then play from the start', () => {
    const ear = listener();
    ear.receive(press(A, 'play', 1000));
    expect(ear.receive(press(A, 'stop', 5000))).toBe('stop');
    expect(ear.receive(press(A, 'play', 5001))).toBe('play');
    expect(ear.playing.has(A)).toBe(true);
  });

  it('a restart received in reverse (its stop stamped after its play): the sound plays again, not silence', () => {
    const ear = listener();
    ear.receive(press(A, 'play', 1000));
    expect(ear.receive(press(A, 'play', 5000))).toBe('restart');
    expect(ear.receive(press(A, 'stop', 5003))).toBe('ignore');
    expect(ear.playing.has(A)).toBe(true);
    expect(ear.starts).toEqual([A, A]);
  });

  it('a restart delivered in reverse (the stop stamped first, arriving last): the stale stop is dropped', () => {
    const ear = listener();
    ear.receive(press(A, 'play', 1000));
    expect(ear.receive(press(A, 'play', 5002))).toBe('restart');
    expect(ear.receive(press(A, 'stop', 5000))).toBe('ignore');
    expect(ear.playing.has(A)).toBe(true);
  });

  it('the owner’s own stop a moment after a restart still stops', () => {
    const ear = listener();
    ear.receive(press(A, 'play', 1000));
    ear.receive(press(A, 'play', 5000));
    ear.receive(press(A, 'stop', 5002));
    expect(ear.receive(press(A, 'stop', 5900))).toBe('stop');
    expect(ear.playing.has(A)).toBe(false);
  });

  it('a quick play and stop from idle is the owner’s toggle: it stops', () => {
    const ear = listener();
    expect(ear.receive(press(A, 'play', 1000))).toBe('play');
    expect(ear.receive(press(A, 'stop', 1050))).toBe('stop');
    expect(ear.playing.has(A)).toBe(false);
  });

  it('keeps each button’s order apart', () => {
    const ear = listener();
    ear.receive(press(A, 'play', 1000));
    ear.receive(press(B, 'play', 2000));
    // A's stop is older than B's play, but not than anything of A's: it applies.
    expect(ear.receive(press(A, 'stop', 1500))).toBe('stop');
    expect(ear.playing.has(B)).toBe(true);
  });

  it('drops a press older than the last one applied to its button', () => {
    const ear = listener();
    ear.receive(press(A, 'play', 1000));
    ear.receive(press(A, 'stop', 3000));
    expect(ear.receive(press(A, 'play', 2000))).toBe('ignore');
    expect(ear.playing.has(A)).toBe(false);
  });
});
