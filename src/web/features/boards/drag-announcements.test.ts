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

describe('dragAnnouncements', () => {
  const say = dragAnnouncements(buttons);

  it('names the button by label, sound name or "Add Sound", with its position', () => {
    expect(say.pickedUp(0)).toBe('Picked up Airhorn at position 1 of 3.');
    expect(say.pickedUp(1)).toBe('Picked up Drumroll at position 2 of 3.');
    expect(say.pickedUp(2)).toBe('Picked up Add Sound at position 3 of 3.');
  });

  it('says nothing new while the button is over its own place', () => {
    expect(say.over(1, 1)).toBeUndefined();
  });

  it('tells where the button is over, dropped or left, and never reads an id', () => {
    const lines = [say.over(0, 2), say.dropped(0, 1), say.dropped(0, 0), say.cancelled(1)];
    expect(lines).toEqual([
      'Airhorn is over position 3 of 3.',
      'Airhorn dropped at position 2 of 3.',
      'Airhorn dropped; it stays at position 1 of 3.',
      'Moving Drumroll was cancelled; it stays at position 2 of 3.',
    ]);
    for (const line of [...lines, DRAG_INSTRUCTIONS]) expect(line).not.toMatch(/766c/);
  });
});
