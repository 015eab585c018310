import 'fake-indexeddb/auto';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BoardButton } from '#shared/schemas/board.ts';
import { createTestEngine } from '#web/lib/audio/test-engine.ts';
import { BoardButtonTile } from './board-button-tile.tsx';

const URL_A = '/files/sounds/u/tile-a.wav';
const button = {
  id: '00000000-0000-4000-8000-00000000000a',
  label: 'Horn',
  color: '#336699',
  hotkey: null,
  background_image_url: null,
  background_settings: {},
  sound: { url: URL_A, name: 'Horn' },
} as unknown as BoardButton;

async function renderTile() {
  const setup = createTestEngine();
  await setup.engine.preload([URL_A]);
  const play = (b: BoardButton) => void setup.engine.toggle({ id: b.id, url: b.sound!.url });
  render(
    <BoardButtonTile
      button={button}
      isOwner={false}
      onPlay={play}
      onCancelPlay={(b) => setup.engine.stopIfPlaying(b.id)}
      playback={setup.engine}
    />,
  );
  return { ...setup, tile: screen.getByRole('button', { name: 'Horn' }) };
}

describe('BoardButtonTile press (issue 11)', () => {
  it('starts the sound on pointerdown, and the click that follows does not stop it', async () => {
    const { tile, context } = await renderTile();
    act(() => {
      fireEvent.pointerDown(tile, { button: 0 });
    });
    expect(context.sources[0]!.started).toBe(true);
    expect(tile).toHaveAttribute('aria-pressed', 'true');
    act(() => {
      fireEvent.pointerUp(tile, { button: 0 });
      fireEvent.click(tile);
    });
    expect(context.sources[0]!.stopped).toBe(false);
    expect(tile).toHaveAttribute('aria-pressed', 'true');
  });

  it('starts on Enter keydown, and stops when a press turns into a scroll (pointercancel)', async () => {
    const { tile, context } = await renderTile();
    act(() => {
      fireEvent.keyDown(tile, { key: 'Enter' });
      fireEvent.click(tile);
    });
    expect(context.sources).toHaveLength(1);
    expect(context.sources[0]!.started).toBe(true);
    act(() => {
      fireEvent.pointerDown(tile, { button: 0 });
    });
    expect(tile).toHaveAttribute('aria-pressed', 'false');
    act(() => {
      fireEvent.pointerDown(tile, { button: 0 });
      fireEvent.pointerCancel(tile);
    });
    expect(context.sources[1]!.stopped).toBe(true);
    expect(tile).toHaveAttribute('aria-pressed', 'false');
  });

  it('still plays on a click that no pointer started (assistive technology)', async () => {
    const { tile, context } = await renderTile();
    act(() => {
      fireEvent.click(tile);
    });
    await act(() => Promise.resolve());
    expect(context.sources[0]!.started).toBe(true);
  });
});
