import 'fake-indexeddb/auto';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createTestEngine } from '#web/lib/audio/test-engine.ts';
import { flushPlays } from '../play-counts.ts';
import { useBoardPlayback, type PlayableButton } from './use-board-playback.ts';

const button = (id: string, url: string | null): PlayableButton => ({
  id,
  sound: url === null ? null : { url },
});
const A = button('a', '/files/sounds/u/horn.wav');
const B = button('b', '/files/sounds/u/drum.mp3');
// The same sound on a second button.
const C = button('c', '/files/sounds/u/horn.wav');
const EMPTY = button('d', null);
const board = { soundboard_buttons: [A, B, C, EMPTY] };

describe('useBoardPlayback', () => {
  it('counts a press once its sound has started: not a press that stops it, nor one stopped while it loads, nor one that cannot be decoded', async () => {
    const counted: unknown[] = [];
    // The network (outside our code): what the page sends to the plays endpoint.
    vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
      counted.push([url, JSON.parse(init.body as string)]);
      return Promise.resolve(new Response('{}'));
    });
    try {
      const { engine, decoder, errors } = createTestEngine();
      const tile = { id: 'e', sound: { id: 's-e', url: '/files/sounds/u/e.wav' } };
      const broken = { id: 'f', sound: { id: 's-f', url: '/files/sounds/u/alac.m4a' } };
      const { result } = renderHook(() => useBoardPlayback({ soundboard_buttons: [] }, engine));
      await act(async () => {
        await result.current.toggle(tile); // loads (not decoded ahead) and starts: a play
        await result.current.toggle(tile); // stops it: not a play
        const first = result.current.toggle(tile); // loads again…
        await result.current.toggle(tile); // …and is stopped before it plays: not a play
        await first;
      });
      expect(result.current.statusOf('e').playing).toBe(false);

      // The browser cannot decode the file (decision 055): the press fails, and is not a play.
      decoder.decodeAudioData = () => Promise.reject(new DOMException('', 'EncodingError'));
      await act(() => result.current.toggle(broken));
      expect(errors).toEqual(['Could not play sound.']);
      expect(result.current.statusOf('f').playing).toBe(false);

      flushPlays();
      expect(counted).toEqual([['/api/sounds/s-e/plays', { count: 1 }]]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('decodes the board’s sounds ahead, once per URL', async () => {
    const { engine, requests } = createTestEngine({ store: () => Promise.reject(new Error('no')) });
    renderHook(() => useBoardPlayback(board, engine));
    await waitFor(() => expect([...requests].sort()).toEqual([B.sound!.url, A.sound!.url]));
  });

  it('makes the playback context when a pointer or a key reaches the page, not when the board opens', async () => {
    const { engine, requests, contextsCreated } = createTestEngine();
    renderHook(() => useBoardPlayback(board, engine));
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(contextsCreated()).toBe(0);
    document.body.dispatchEvent(new Event('pointerover', { bubbles: true }));
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    expect(contextsCreated()).toBe(1);
  });

  it('does not re-render the board when the audio cache opens (only tiles follow playback)', async () => {
    const { engine } = createTestEngine();
    let renders = 0;
    renderHook(() => {
      renders++;
      return useBoardPlayback(board, engine);
    });
    expect(await engine.cacheSettled()).toBe('ready');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(renders).toBe(1);
  });

  it('plays by button with progress, stops on a second press, switches to another', async () => {
    const { engine, context, runFrame, requests } = createTestEngine();
    const { result } = renderHook(() => useBoardPlayback(board, engine));
    await act(() => result.current.toggle(A));
    expect(result.current.statusOf('a')).toEqual({ playing: true, loading: false, progress: 0 });
    // The same sound on another button is not shown as playing.
    expect(result.current.statusOf('c').playing).toBe(false);

    act(() => {
      context.currentTime = 1;
      runFrame();
    });
    expect(result.current.statusOf('a').progress).toBe(50);

    await act(() => result.current.toggle(B));
    expect(result.current.statusOf('a')).toEqual({ playing: false, loading: false, progress: 0 });
    expect(result.current.statusOf('b').playing).toBe(true);
    expect(context.sources[0]!.stopped).toBe(true);

    await act(() => result.current.toggle(B));
    expect(result.current.statusOf('b').playing).toBe(false);
    // Every press was served by the buffers decoded ahead.
    expect(new Set(requests).size).toBe(requests.length);
  });

  it('resets progress when the sound ends', async () => {
    const { engine, context, runFrame } = createTestEngine();
    const { result } = renderHook(() => useBoardPlayback(board, engine));
    await act(() => result.current.toggle(C));
    act(() => {
      context.currentTime = 1.5;
      runFrame();
    });
    expect(result.current.statusOf('c').progress).toBe(75);
    act(() => context.sources[0]!.onended!());
    expect(result.current.statusOf('c')).toEqual({ playing: false, loading: false, progress: 0 });
  });

  it('reports an empty button and stops its sound when the board closes', async () => {
    const { engine, errors } = createTestEngine();
    const { result, unmount } = renderHook(() => useBoardPlayback(board, engine));
    await act(() => result.current.toggle(EMPTY));
    expect(errors).toEqual(['Sound data not available for this button.']);
    await act(() => result.current.toggle(A));
    expect(engine.getSnapshot().playingId).toBe('a');
    unmount();
    expect(engine.getSnapshot().playingId).toBeNull();
  });
});
