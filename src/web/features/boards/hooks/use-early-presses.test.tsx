import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { deferEarlyPress, EARLY_PRESS_MAX_AGE_MS, takeEarlyPresses } from '../early-presses.ts';
import { usePlayEarlyPresses } from './use-early-presses.ts';

const tone = { url: '/files/tone.wav' };
const buttons = [
  { id: 'a', hotkey: 'A', sound: tone },
  { id: 'b', hotkey: 'D', sound: tone },
];

function boardTakesOver() {
  const played: string[] = [];
  const view = renderHook(() =>
    usePlayEarlyPresses(buttons, (button: (typeof buttons)[number]) => played.push(button.id)),
  );
  return { played, view };
}

afterEach(() => {
  takeEarlyPresses();
});

describe('usePlayEarlyPresses', () => {
  it('plays the presses kept before the app took over', () => {
    deferEarlyPress({ kind: 'tile', tileId: 'b' });
    expect(boardTakesOver().played).toEqual(['b']);
  });

  // Decision 075: a press the page's early player could not play (its code failed to load) and handed over
  // after the app had taken over was queued for a taker that had already been and gone.
  it('plays a press handed over after the app took over, at once', () => {
    const { played } = boardTakesOver();
    deferEarlyPress({ kind: 'tile', tileId: 'a' });
    deferEarlyPress({ kind: 'key', key: 'd' });
    expect(played).toEqual(['a', 'b']);
  });

  it('drops a press handed over too late: a tap that old would sound by surprise', () => {
    const { played } = boardTakesOver();
    deferEarlyPress({ kind: 'tile', tileId: 'a' }, performance.now() - EARLY_PRESS_MAX_AGE_MS - 1);
    expect(played).toEqual([]);
  });

  it('keeps a press handed over once the board view has gone for the next one to take', () => {
    const { played, view } = boardTakesOver();
    view.unmount();
    deferEarlyPress({ kind: 'tile', tileId: 'a' });
    expect(played).toEqual([]);
    expect(boardTakesOver().played).toEqual(['a']);
  });
});
