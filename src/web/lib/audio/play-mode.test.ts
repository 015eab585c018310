import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { PressMode } from '#shared/press-modes.ts';
import { pressModes } from './play-mode.ts';
import { createTestEngine } from './test-engine.ts';

// Decision 056: toggle, retrigger and hold on the engine's public API, with the engine's fake audio context.
const url = (id: string) => `/files/sounds/u/${id}.wav`;
const button = (id: string, press_mode?: PressMode) => ({ id, press_mode });

async function setup(ids: string[] = ['a']) {
  const { engine, context } = createTestEngine();
  await engine.preload(ids.map(url));
  const press = pressModes(engine, (b: { id: string }) => {
    void engine.toggle({ id: b.id, url: url(b.id) });
  });
  // [started, stopped] of every source the context made, in order.
  const sources = () => context.sources.map((s) => [s.started, s.stopped]);
  const playing = (id: string) => engine.buttonStatus(id).playing;
  return { engine, press, sources, playing };
}

describe('press modes (decision 056)', () => {
  it('toggle: a press starts, the next press stops, a release does nothing; the default', async () => {
    for (const mode of ['toggle', undefined] as const) {
      const { press, sources, playing } = await setup();
      press.down(button('a', mode));
      press.up(button('a', mode));
      expect(playing('a')).toBe(true);
      press.down(button('a', mode));
      expect(playing('a')).toBe(false);
      expect(sources()).toEqual([[true, true]]);
    }
  });

  it('retrigger: a press on a playing button starts it again from a new source', async () => {
    const { press, sources, playing } = await setup();
    press.down(button('a', 'retrigger'));
    press.up(button('a', 'retrigger'));
    press.down(button('a', 'retrigger'));
    expect(playing('a')).toBe(true);
    expect(sources()).toEqual([
      [true, true],
      [true, false],
    ]);
  });

  it('hold: plays from press to release; a second press while held does not stop it', async () => {
    const { press, sources, playing } = await setup();
    press.down(button('a', 'hold'));
    expect(playing('a')).toBe(true);
    press.down(button('a', 'hold')); // a second input holds it too
    expect(playing('a')).toBe(true);
    press.up(button('a', 'hold'));
    expect(playing('a')).toBe(false);
    expect(sources()).toEqual([[true, true]]);
  });

  it('hold: releasing a button that did not play stops nothing else', async () => {
    const { press, playing } = await setup(['a', 'b']);
    press.down(button('a', 'toggle'));
    press.up(button('b', 'hold'));
    expect(playing('a')).toBe(true);
  });

  it('a tap (no release to wait for): hold toggles, retrigger restarts', async () => {
    const { press, playing, sources } = await setup();
    press.tap(button('a', 'hold'));
    expect(playing('a')).toBe(true);
    press.tap(button('a', 'hold'));
    expect(playing('a')).toBe(false);
    press.tap(button('a', 'retrigger'));
    press.tap(button('a', 'retrigger'));
    expect(playing('a')).toBe(true);
    expect(sources()).toEqual([
      [true, true],
      [true, true],
      [true, false],
    ]);
  });

  it('the stop of a restart and of a release is heard as a stop (live listeners follow it)', async () => {
    const { engine, press } = await setup();
    const stopped: string[][] = [];
    engine.onStopped((ids) => stopped.push(ids));
    press.down(button('a', 'retrigger'));
    press.down(button('a', 'retrigger'));
    press.up(button('a', 'hold'));
    expect(stopped).toEqual([['a'], ['a']]);
  });
});
