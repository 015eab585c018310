import 'fake-indexeddb/auto';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BoardButton } from '#shared/schemas/board.ts';
import { OWNER_MENU_MESSAGES } from '#shared/owner-menu-messages.ts';
import { pressModes } from '#web/lib/audio/play-mode.ts';
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

async function renderTile(tileButton: BoardButton = button) {
  const setup = createTestEngine();
  await setup.engine.preload([URL_A]);
  const play = (b: BoardButton) => void setup.engine.toggle({ id: b.id, url: b.sound!.url });
  render(
    <BoardButtonTile
      button={tileButton}
      isOwner={false}
      onPlay={play}
      onCancelPlay={(b) => setup.engine.stopIfPlaying(b.id)}
      playback={setup.engine}
    />,
  );
  return { ...setup, tile: screen.getByTestId('board-tile') };
}

describe('BoardButtonTile press (decision 024)', () => {
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

describe('BoardButtonTile look (decision 019)', () => {
  it('a button whose sound went to the trash looks empty whatever its label: no colour, no hotkey', () => {
    const onAddSound = vi.fn();
    const ghost = {
      ...button,
      label: 'Airhorn',
      hotkey: 'Q',
      color: '#b91c1c',
      sound_id: null,
      sound: null,
    };
    const { container } = render(
      <BoardButtonTile button={ghost} isOwner onPlay={vi.fn()} onAddSound={onAddSound} />,
    );
    const tile = screen.getByRole('button', { name: 'Airhorn — no sound, add one' });
    expect(tile).not.toHaveAttribute('aria-keyshortcuts');
    expect(tile).not.toHaveAttribute('aria-pressed');
    expect(tile).toHaveTextContent('AirhornNo sound');
    expect(screen.queryByText('Q')).toBeNull();
    const root = container.querySelector('[data-tile-id]') as HTMLElement;
    expect(root).toHaveAttribute('data-look', 'empty');
    expect(root.style.backgroundColor).toBe('');
    expect(root.className).toContain('border-dashed');
    fireEvent.click(tile);
    expect(onAddSound).toHaveBeenCalledWith(ghost);
  });

  it('a filled tile wears its colour, a contrasting label and its hotkey badge', () => {
    const { container } = render(
      <BoardButtonTile button={{ ...button, hotkey: 'H' }} isOwner={false} onPlay={vi.fn()} />,
    );
    const tile = screen.getByRole('button', { name: 'Horn' });
    expect(tile).toHaveAttribute('aria-keyshortcuts', 'H');
    expect(tile.style.color).toBe('rgb(255, 255, 255)');
    const root = container.querySelector('[data-tile-id]') as HTMLElement;
    expect(root).toHaveAttribute('data-look', 'filled');
    expect(root.style.backgroundColor).toBe('rgb(51, 102, 153)');
    expect(screen.getByTestId('tile-hotkey')).toHaveTextContent('H');
  });

  it('a playing tile shows its percent, a fill as wide as the progress and a ring', async () => {
    const { tile, context, runFrame } = await renderTile();
    expect(screen.queryByTestId('tile-progress-percent')).toBeNull();
    act(() => {
      fireEvent.pointerDown(tile, { button: 0 });
    });
    expect(screen.getByTestId('tile-playing-halo')).toBeInTheDocument();
    // The fake decoder makes every sound 2 s long: 0.5 s in is 25 %.
    context.currentTime = 0.5;
    act(() => runFrame());
    expect(screen.getByTestId('tile-progress-percent')).toHaveTextContent('25%');
    expect(screen.getByTestId('tile-progress-fill').style.transform).toBe('scaleX(0.25)');
  });

  it('gives press feedback on pointerdown, after the sound has started, and drops it on release', async () => {
    const { tile, context } = await renderTile();
    const root = tile.parentElement!;
    let startedBeforeFeedback: boolean | null = null;
    new MutationObserver(() => {
      startedBeforeFeedback ??= context.sources[0]?.started ?? false;
    }).observe(root, { attributes: true, attributeFilter: ['data-pressed'] });
    act(() => {
      fireEvent.pointerDown(tile, { button: 0 });
    });
    expect(root).toHaveAttribute('data-pressed');
    act(() => {
      fireEvent.pointerUp(tile, { button: 0 });
    });
    expect(root).not.toHaveAttribute('data-pressed');
    await act(() => Promise.resolve());
    expect(startedBeforeFeedback).toBe(true);
  });
});

describe("BoardButtonTile, the owner's ⋯ menu", () => {
  it('loads the menu only when the owner asks for it, then opens it with its three actions', async () => {
    const onEdit = vi.fn();
    render(<BoardButtonTile button={button} isOwner onPlay={vi.fn()} onEdit={onEdit} />);
    // The menu's module is in memory and time has passed: only a click may turn the stand-in into the menu.
    await import('./tile-owner-menu.tsx');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    // The owner's chrome is its own chunk (decision 010): it appears once loaded.
    const trigger = await screen.findByTestId('tile-menu');
    expect(trigger).not.toHaveAttribute('data-state');
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');

    fireEvent.click(trigger);
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent?.trim())).toEqual([
      OWNER_MENU_MESSAGES.edit,
      OWNER_MENU_MESSAGES.changeSound,
      OWNER_MENU_MESSAGES.delete,
    ]);
    fireEvent.click(items[0]!);
    expect(onEdit).toHaveBeenCalledWith(button);
  });
});

describe('BoardButtonTile colour', () => {
  it("shows an empty button's colour (its outline and a tint), so a new board is not grey", async () => {
    await renderTile({ ...button, sound: null });
    const root = document.querySelector<HTMLElement>('[data-tile-id]')!;
    expect(root).toHaveAttribute('data-look', 'empty');
    expect(root.style.borderColor).toBe('rgb(51, 102, 153)');
    expect(root.style.backgroundImage).toMatch(/rgba?\(51,? 102,? 153/);
  });
});

describe('BoardButtonTile with press modes (decision 056)', () => {
  async function renderModeTile(press_mode: 'toggle' | 'retrigger' | 'hold', isOwner = false) {
    const setup = createTestEngine();
    await setup.engine.preload([URL_A]);
    const press = pressModes(setup.engine, (b: BoardButton) => {
      void setup.engine.toggle({ id: b.id, url: b.sound!.url });
    });
    render(
      <BoardButtonTile
        button={{ ...button, press_mode }}
        isOwner={isOwner}
        onPlay={press.down}
        onRelease={press.up}
        onTap={press.tap}
        onCancelPlay={(b) => setup.engine.stopIfPlaying(b.id)}
        playback={setup.engine}
      />,
    );
    return { ...setup, tile: screen.getByTestId('board-tile') };
  }

  it('hold: plays while the pointer is down, stops on release or when it leaves the tile', async () => {
    const { tile, context } = await renderModeTile('hold');
    act(() => void fireEvent.pointerDown(tile, { button: 0 }));
    expect(tile).toHaveAttribute('aria-pressed', 'true');
    act(() => {
      fireEvent.pointerUp(tile, { button: 0 });
      fireEvent.click(tile);
    });
    expect(tile).toHaveAttribute('aria-pressed', 'false');
    act(() => void fireEvent.pointerDown(tile, { button: 0 }));
    act(() => void fireEvent.pointerLeave(tile));
    expect(tile).toHaveAttribute('aria-pressed', 'false');
    expect(context.sources.map((s) => s.stopped)).toEqual([true, true]);
  });

  it('hold: Space or Enter on the focused tile holds it while the key is down', async () => {
    const { tile } = await renderModeTile('hold');
    act(() => void fireEvent.keyDown(tile, { key: ' ' }));
    act(() => void fireEvent.keyDown(tile, { key: ' ', repeat: true }));
    expect(tile).toHaveAttribute('aria-pressed', 'true');
    act(() => void fireEvent.keyUp(tile, { key: ' ' }));
    expect(tile).toHaveAttribute('aria-pressed', 'false');
    act(() => void fireEvent.keyDown(tile, { key: 'Enter' }));
    act(() => void fireEvent.blur(tile));
    expect(tile).toHaveAttribute('aria-pressed', 'false');
  });

  it('hold: a click with no press before it (a screen reader) starts, a second one stops', async () => {
    const { tile } = await renderModeTile('hold');
    act(() => void fireEvent.click(tile));
    expect(tile).toHaveAttribute('aria-pressed', 'true');
    act(() => void fireEvent.click(tile));
    expect(tile).toHaveAttribute('aria-pressed', 'false');
  });

  it('hold: an owner’s long hold keeps playing instead of opening Edit and Delete', async () => {
    const { tile } = await renderModeTile('hold', true);
    vi.useFakeTimers();
    try {
      act(() => void fireEvent.pointerDown(tile, { button: 0 }));
      act(() => void vi.advanceTimersByTime(1000));
      expect(tile).toHaveAttribute('aria-pressed', 'true');
      expect(screen.queryByRole('button', { name: 'Edit Horn' })).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('retrigger: a press on the playing tile starts it again', async () => {
    const retrigger = await renderModeTile('retrigger');
    act(() => void fireEvent.pointerDown(retrigger.tile, { button: 0 }));
    act(() => void fireEvent.pointerDown(retrigger.tile, { button: 0 }));
    expect(retrigger.tile).toHaveAttribute('aria-pressed', 'true');
    expect(retrigger.context.sources.map((s) => s.stopped)).toEqual([true, false]);
  });
});
