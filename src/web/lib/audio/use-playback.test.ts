import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeOutputDevice } from './output-device.ts';

/** The browser's AudioContext (outside our code), recording the outputs it is switched to. */
function fakeAudioContext(sinks: string[]) {
  class FakeAudioContext {
    state = 'running';
    currentTime = 0;
    destination = {};
    resume() {
      return Promise.resolve();
    }
    setSinkId(id: string) {
      sinks.push(id);
      return Promise.resolve();
    }
    /** The master gain, made with the context (decision 064). */
    createGain() {
      return { gain: { value: 1 }, connect: () => undefined };
    }
  }
  return FakeAudioContext;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the app’s playback engine', () => {
  it('switches a new context to the output chosen on this device once, however often it is asked for', async () => {
    const sinks: string[] = [];
    vi.stubGlobal('AudioContext', fakeAudioContext(sinks));
    storeOutputDevice('cable-1');
    vi.resetModules(); // the engine is made once per page
    const { getPlaybackEngine } = await import('./use-playback.ts');
    getPlaybackEngine().warmUp(); // the context is made
    getPlaybackEngine();
    getPlaybackEngine();
    await Promise.resolve();
    expect(sinks).toEqual(['cable-1']);
  });
});
