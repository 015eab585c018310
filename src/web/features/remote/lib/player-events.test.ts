import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { PressMode } from '#shared/press-modes.ts';
import type { RealtimePayload } from '#shared/events.ts';
import { pressModes } from '#web/lib/audio/play-mode.ts';
import { createTestEngine } from '#web/lib/audio/test-engine.ts';
import { remotePlayerHandlers } from './player-events.ts';

// Decision 060: the owner's player plays a remote's presses through the board's press modes.
const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const url = (id: string) => `/files/sounds/u/${id}.wav`;

async function setup(modes: Record<string, PressMode>, activated = true) {
  const { engine } = createTestEngine();
  await engine.preload(Object.keys(modes).map(url));
  engine.setMode('overlap');
  const buttons = Object.entries(modes).map(([id, press_mode]) => ({ id, press_mode }));
  const press = pressModes(engine, (b: { id: string }) => {
    void engine.toggle({ id: b.id, url: url(b.id) });
  });
  const seen = { blocked: 0, changed: 0 };
  let mayPlay = activated;
  const handlers = remotePlayerHandlers({
    buttonOf: (id) => buttons.find((b) => b.id === id),
    press,
    engine,
    mayPlay: () => mayPlay,
    blocked: () => seen.blocked++,
    remotesChanged: () => seen.changed++,
  });
  const send = (button_id: string, action: RealtimePayload<'remote_press'>['action']) =>
    handlers.remote_press?.({ button_id, action, sent_at: Date.now() });
  const playing = (id: string) => engine.buttonStatus(id).playing;
  return { handlers, send, playing, seen, allow: () => (mayPlay = true) };
}

describe('remote presses on the player (decision 060)', () => {
  it('a hold button plays from the phone’s down to its up', async () => {
    const { send, playing } = await setup({ [A]: 'hold' });
    send(A, 'down');
    expect(playing(A)).toBe(true);
    send(A, 'up');
    expect(playing(A)).toBe(false);
  });

  it('a tap toggles (a hold button too: a tap has no release), and stop stops', async () => {
    const { send, playing } = await setup({ [A]: 'hold', [B]: 'toggle' });
    send(A, 'tap');
    send(B, 'tap');
    expect([playing(A), playing(B)]).toEqual([true, true]);
    send(A, 'tap');
    expect(playing(A)).toBe(false);
    send(B, 'stop');
    expect(playing(B)).toBe(false);
  });

  it('Stop All stops every sound; an unknown button is ignored', async () => {
    const { handlers, send, playing } = await setup({ [A]: 'toggle', [B]: 'retrigger' });
    send(A, 'down');
    send(B, 'down');
    send('00000000-0000-4000-8000-0000000000ff', 'down');
    handlers.remote_stop_all?.({ sent_at: Date.now() });
    expect([playing(A), playing(B)]).toEqual([false, false]);
  });

  it('before any gesture a press plays nothing and asks for a tap; after it, presses play', async () => {
    const { send, playing, seen, allow } = await setup({ [A]: 'toggle' }, false);
    send(A, 'down');
    expect(playing(A)).toBe(false);
    expect(seen.blocked).toBe(1);
    allow();
    send(A, 'down');
    expect(playing(A)).toBe(true);
  });

  it('a pairing made or ended, or a reopened stream, refreshes the list of remotes', async () => {
    const { handlers, seen } = await setup({ [A]: 'toggle' });
    handlers.remotes_changed?.({ board_id: A });
    handlers.resync?.({ reason: 'reopened' });
    expect(seen.changed).toBe(2);
  });
});
