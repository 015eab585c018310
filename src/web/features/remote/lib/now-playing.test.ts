import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { NowPlayingReport } from '#shared/remote.ts';
import { createTestEngine } from '#web/lib/audio/test-engine.ts';
import { rateGate, reportNowPlaying } from './now-playing.ts';

const url = (id: string) => `/files/sounds/u/${id}.wav`;
const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('now playing reports (decision 060)', () => {
  it('reports a start with its trimmed length and loop, and its stop, in order', async () => {
    const { engine } = createTestEngine();
    await engine.preload([url('a')]);
    // The test engine's sounds last 2 s; this button plays 0.5 s to 1.5 s, looped.
    const button = {
      id: 'a',
      trim_start_ms: 500,
      trim_end_ms: 1500,
      loop: true,
      sound: { url: url('a') },
    };
    const reports: NowPlayingReport[] = [];
    const stop = reportNowPlaying(
      engine,
      (id) => (id === 'a' ? button : undefined),
      (r) => reports.push(r),
      () => 1000,
    );
    await engine.toggle({ id: 'a', url: url('a') });
    engine.stopIfPlaying('a');
    await settle();
    expect(reports).toEqual([
      { button_id: 'a', playing: true, started_at: 1000, duration_ms: 1000, loop: true },
      { button_id: 'a', playing: false, started_at: 1000, duration_ms: 0, loop: false },
    ]);
    stop();
    await engine.toggle({ id: 'a', url: url('a') });
    await settle();
    expect(reports).toHaveLength(2);
  });

  it('the gate lets a burst through, then the steady rate', () => {
    let t = 0;
    const take = rateGate({ perSecond: 10, burst: 3 }, () => t);
    expect([take(), take(), take(), take()]).toEqual([true, true, true, false]);
    t = 100;
    expect([take(), take()]).toEqual([true, false]);
  });
});
