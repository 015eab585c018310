import { fireEvent, render, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useBoardHotkeys, type HotkeyButton } from './use-board-hotkeys.ts';

const sound = (name: string) => ({ url: `/files/sounds/u/${name}.wav` });
const buttons: (HotkeyButton & { id: string })[] = [
  { id: 'horn', hotkey: 'H', sound: sound('horn') },
  { id: 'drum', hotkey: '1', sound: sound('drum') },
  { id: 'empty', hotkey: 'E', sound: null },
];

afterEach(() => {
  document.body.innerHTML = '';
});

const press = (key: string, target: Element = document.body) => fireEvent.keyDown(target, { key });

describe('useBoardHotkeys', () => {
  it('presses the button whose hotkey matches, case-insensitively', () => {
    const onPress = vi.fn();
    renderHook(() => useBoardHotkeys(buttons, onPress));
    press('h');
    press('H');
    press('1');
    expect(onPress.mock.calls.map(([button]) => (button as { id: string }).id)).toEqual([
      'horn',
      'horn',
      'drum',
    ]);
  });

  it('ignores buttons without a sound and keys no button has', () => {
    const onPress = vi.fn();
    renderHook(() => useBoardHotkeys(buttons, onPress));
    press('e');
    press('x');
    expect(onPress).not.toHaveBeenCalled();
  });

  it('ignores a button whose sound is not playable: trashed (sound null) or without a URL', () => {
    const onPress = vi.fn();
    renderHook(() =>
      useBoardHotkeys(
        [
          { id: 'ghost', hotkey: 'G', sound_id: 's9', sound: null },
          { id: 'nourl', hotkey: 'U', sound_id: 's8', sound: { url: null } },
        ],
        onPress,
      ),
    );
    press('g');
    press('u');
    expect(onPress).not.toHaveBeenCalled();
  });

  it('ignores keys while a dialog or drawer is open, or typed into a text field', () => {
    const onPress = vi.fn();
    renderHook(() => useBoardHotkeys(buttons, onPress));
    const { unmount } = render(<div role="dialog">Assign</div>);
    press('h');
    unmount();
    const { container } = render(<input aria-label="Label" />);
    const input = container.querySelector('input')!;
    input.focus();
    press('h', input);
    input.blur();
    expect(onPress).not.toHaveBeenCalled();
    press('h');
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('stops listening when unmounted and follows the latest buttons', () => {
    const onPress = vi.fn();
    const { rerender, unmount } = renderHook(({ list }) => useBoardHotkeys(list, onPress), {
      initialProps: { list: buttons },
    });
    rerender({ list: [{ id: 'new', hotkey: 'N', sound: sound('new') }] });
    press('h');
    press('n');
    expect(onPress).toHaveBeenCalledTimes(1);
    unmount();
    press('n');
    expect(onPress).toHaveBeenCalledTimes(1);
  });
});
