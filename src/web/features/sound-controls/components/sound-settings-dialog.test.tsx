import 'fake-indexeddb/auto';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BoardButton } from '#shared/schemas/board.ts';
import { SOUND_CONTROL_MESSAGES as M } from '#shared/sound-controls.ts';
import { createTestEngine } from '#web/lib/audio/test-engine.ts';
import { renderWithApp, SIGNED_IN } from '#web/test/render-app.tsx';
import { sampleBoard } from '#web/test/sample-board.ts';
import SoundSettingsDialog from './sound-settings-dialog.tsx';

const board = sampleBoard('5e1d2c3b-4a59-4687-9a0b-1c2d3e4f5a6b', ['Horn']);
// Measured already, and not normalised: the voice's gain is the button's volume alone.
const button = {
  ...board.soundboard_buttons[0]!,
  sound: { ...board.soundboard_buttons[0]!.sound!, loudness_gain_db: -2, normalize: false },
} as BoardButton & { sound: NonNullable<BoardButton['sound']> };

/** The values set on the playing voice's gain, in order. */
function voiceGains(context: ReturnType<typeof createTestEngine>['context']) {
  const gain = context.sources[0]!.output!.gain;
  return gain.events.filter(([kind]) => kind === 'set').map(([, value]) => value);
}

async function openWhilePlaying(onClose: () => void) {
  const test = createTestEngine();
  await test.engine.toggle({ id: button.id, url: button.sound.url, controls: undefined });
  renderWithApp(
    <SoundSettingsDialog
      boardId={board.id}
      button={button}
      updateButton={{ mutateAsync: () => Promise.resolve(), isPending: false }}
      onClose={onClose}
      engine={test.engine}
    />,
    { session: SIGNED_IN },
  );
  const dialog = screen.getByRole('dialog', { name: M.soundSettings });
  // Auditioning a louder volume is heard at once on what plays.
  fireEvent.change(within(dialog).getByLabelText(/^Volume:/), { target: { value: '150' } });
  expect(voiceGains(test.context).at(-1)).toBe(1.5);
  return { ...test, dialog };
}

describe('SoundSettingsDialog', () => {
  it('Cancel puts the playing sound back at its saved volume', async () => {
    let closed = 0;
    const { context, dialog } = await openWhilePlaying(() => closed++);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(closed).toBe(1);
    expect(voiceGains(context).at(-1)).toBe(1);
  });

  it('Escape does too', async () => {
    const { context } = await openWhilePlaying(() => undefined);
    await act(() => userEvent.keyboard('{Escape}'));
    expect(voiceGains(context).at(-1)).toBe(1);
  });
});
