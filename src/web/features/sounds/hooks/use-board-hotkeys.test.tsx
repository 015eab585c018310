import { fireEvent, render, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useBoardHotkeys, type HotkeyButton } from './use-board-hotkeys.ts';

const buttons: (HotkeyButton & { id: string })[] = [
  { id: 'horn', hotkey: 'H', sound_id: 's1' },
  { id: 'drum', hotkey: '1', sound_id: 's2' },
  { id: 'empty', hotkey: 'E', sound_id: null },
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
    rerender({ list: [{ id: 'new', hotkey: 'N', sound_id: 's3' }] });
    press('h');
    press('n');
    expect(onPress).toHaveBeenCalledTimes(1);
    unmount();
    press('n');
    expect(onPress).toHaveBeenCalledTimes(1);
  });
});
