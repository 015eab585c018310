import type { Active, Over } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import type { BoardButton } from '#shared/schemas/board.ts';
import { dragAnnouncements, DRAG_INSTRUCTIONS } from './drag-announcements.ts';

const button = (id: string, label: string | null, soundName?: string) =>
  ({ id, label, sound: soundName ? { name: soundName } : null }) as unknown as BoardButton;
const buttons = [
  button('766c63a2-0000-4000-8000-000000000001', 'Airhorn'),
  button('766c63a2-0000-4000-8000-000000000002', null, 'Drumroll'),
  button('766c63a2-0000-4000-8000-000000000003', null),
];
const active = (index: number) => ({ id: buttons[index]!.id }) as unknown as Active;
const over = (index: number) => ({ id: buttons[index]!.id }) as unknown as Over;

describe('dragAnnouncements', () => {
  const say = dragAnnouncements(buttons);

  it('names the button by label, sound name or "Add Sound", with its position', () => {
    expect(say.onDragStart({ active: active(0) })).toBe('Picked up Airhorn at position 1 of 3.');
    expect(say.onDragStart({ active: active(1) })).toBe('Picked up Drumroll at position 2 of 3.');
    expect(say.onDragStart({ active: active(2) })).toBe('Picked up Add Sound at position 3 of 3.');
  });

  it('says nothing new while the button is over its own place', () => {
    expect(say.onDragOver({ active: active(1), over: over(1) })).toBeUndefined();
  });

  it('tells where the button is over, dropped or left, and never reads an id', () => {
    const lines = [
      say.onDragOver({ active: active(0), over: over(2) }),
      say.onDragOver({ active: active(0), over: null }),
      say.onDragEnd({ active: active(0), over: over(1) }),
      say.onDragEnd({ active: active(0), over: null }),
      say.onDragCancel({ active: active(1), over: null }),
    ];
    expect(lines).toEqual([
      'Airhorn is over position 3 of 3.',
      'Airhorn is no longer over a position.',
      'Airhorn dropped at position 2 of 3.',
      'Airhorn dropped; it stays at position 1 of 3.',
      'Moving Drumroll was cancelled; it stays at position 2 of 3.',
    ]);
    for (const line of [...lines, DRAG_INSTRUCTIONS.draggable]) expect(line).not.toMatch(/766c/);
  });
});
