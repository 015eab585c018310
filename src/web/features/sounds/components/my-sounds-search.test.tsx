import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LIBRARY_MESSAGES as M } from '#shared/sound-library.ts';
import { SOUND_PAGE_MESSAGES, soundPageSearch } from '#shared/sound-page.ts';
import { renderWithApp, SIGNED_IN } from '#web/test/render-app.tsx';
import { samplePage, samplePages, sampleSound } from '#web/test/sample-sound.ts';
import { soundPagesQueryKey } from '#web/lib/api/sound-keys.ts';
import { MySoundsPage } from './my-sounds-page.tsx';
import { framesRunAtOnce } from '#web/test/busy-frames.ts';

const sound = (id: string, name: string, tags: string[]) => sampleSound(id, name, { tags });
const TONE = sound('0b1c2d3e-4f50-4617-8283-949596979899', 'Tone', ['beep']);
const HORN = sound('1c2d3e4f-5061-4728-9394-a5a6a7a8a9aa', 'Air horn', ['loud']);

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

const ALL = soundPagesQueryKey('', []);
const LOUD = soundPagesQueryKey('', ['loud']);

const shownSounds = () =>
  within(screen.getByRole('list', { name: 'Sounds' }))
    .getAllByRole('heading')
    .map((heading) => heading.textContent);

describe('My Sounds search', () => {
  it('a chosen tag that no sound has any more stops filtering', async () => {
    const { queryClient } = renderWithApp(<MySoundsPage />, {
      session: SIGNED_IN,
      path: '/my-sounds',
      queryData: [
        [ALL, samplePages(samplePage([TONE, HORN]))],
        [LOUD, samplePages(samplePage([HORN], 2))],
      ],
    });
    await userEvent.click(screen.getByRole('button', { name: M.filterByTag('loud') }));
    expect(shownSounds()).toEqual(['Air horn']);
    // The tag is taken off its only sound (in the tags dialog, or the sound goes to the trash).
    const untagged = samplePage([TONE, { ...HORN, tags: [] }]);
    queryClient.setQueryData(ALL, samplePages(untagged));
    queryClient.setQueryData(LOUD, samplePages({ ...untagged, sounds: [], total: 0 }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: M.filterByTag('loud') })).toBeNull(),
    );
    expect(shownSounds()).toEqual(['Tone', 'Air horn']);
    // And it does not come back chosen when a sound gets the tag again.
    queryClient.setQueryData(ALL, samplePages(samplePage([{ ...TONE, tags: ['loud'] }, HORN])));
    expect(await screen.findByRole('button', { name: M.filterByTag('loud') })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  }, 20_000); // a busy machine renders the page slowly

  it('loads the next page from the keyboard with the cursor, the count right, focus on its first sound', async () => {
    const cursor = '2026-11-20T00:00:00.000000Z~1c2d3e4f-5061-4728-9394-a5a6a7a8a9aa';
    const first = { ...samplePage([TONE], 2), total: 2, next_cursor: cursor };
    const fetchMock = vi.fn((_url: string) => Promise.resolve(json(samplePage([HORN], 2))));
    vi.stubGlobal('fetch', fetchMock);
    framesRunAtOnce();
    renderWithApp(<MySoundsPage />, {
      session: SIGNED_IN,
      path: '/my-sounds',
      queryData: [[ALL, samplePages(first)]],
    });
    expect(screen.getByRole('status')).toHaveTextContent(SOUND_PAGE_MESSAGES.shown(1, 2, 2));
    const more = screen.getByRole('button', { name: SOUND_PAGE_MESSAGES.loadMore });
    more.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(shownSounds()).toEqual(['Tone', 'Air horn']), { timeout: 5000 });
    expect(
      fetchMock.mock.calls.map(([url]) => url).filter((url) => url.startsWith('/api/sounds')),
    ).toEqual([`/api/sounds?${soundPageSearch({ cursor })}`]);
    expect(screen.getByRole('status')).toHaveTextContent('2 sounds');
    // The last page: no button left to press, and focus is on the first sound the press brought in, not
    // dropped to the page's body (decision 071).
    expect(screen.queryByRole('button', { name: SOUND_PAGE_MESSAGES.loadMore })).toBeNull();
    const horn = screen.getByRole('heading', { name: 'Air horn' }).closest('li')!;
    await waitFor(() => expect(horn).toContainElement(document.activeElement as HTMLElement));
    vi.unstubAllGlobals();
  }, 20_000);
});
