import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LIBRARY_MESSAGES as M } from '#shared/sound-library.ts';
import { renderWithApp, SIGNED_IN } from '#web/test/render-app.tsx';
import { sampleSound } from '#web/test/sample-sound.ts';
import { soundsQueryKey } from '#web/lib/api/sound-keys.ts';
import { MySoundsPage } from './my-sounds-page.tsx';

const sound = (id: string, name: string, tags: string[]) => sampleSound(id, name, { tags });
const TONE = sound('0b1c2d3e-4f50-4617-8283-949596979899', 'Tone', ['beep']);
const HORN = sound('1c2d3e4f-5061-4728-9394-a5a6a7a8a9aa', 'Air horn', ['loud']);

const shownSounds = () =>
  within(screen.getByRole('list', { name: 'Sounds' }))
    .getAllByRole('heading')
    .map((heading) => heading.textContent);

describe('My Sounds search', () => {
  it('a chosen tag that no sound has any more stops filtering', async () => {
    const { queryClient } = renderWithApp(<MySoundsPage />, {
      session: SIGNED_IN,
      path: '/my-sounds',
      queryData: [[soundsQueryKey, [TONE, HORN]]],
    });
    await userEvent.click(screen.getByRole('button', { name: M.filterByTag('loud') }));
    expect(shownSounds()).toEqual(['Air horn']);
    // The tag is taken off its only sound (in the tags dialog, or the sound goes to the trash).
    queryClient.setQueryData(soundsQueryKey, [TONE, { ...HORN, tags: [] }]);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: M.filterByTag('loud') })).toBeNull(),
    );
    expect(shownSounds()).toEqual(['Tone', 'Air horn']);
    // And it does not come back chosen when a sound gets the tag again.
    queryClient.setQueryData(soundsQueryKey, [{ ...TONE, tags: ['loud'] }, HORN]);
    expect(await screen.findByRole('button', { name: M.filterByTag('loud') })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});
