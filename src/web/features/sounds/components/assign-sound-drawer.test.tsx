import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIBRARY_MESSAGES } from '#shared/sound-library.ts';
import { SOUND_MESSAGES } from '#shared/sound-messages.ts';
import { soundPageSearch } from '#shared/sound-page.ts';
import { renderWithApp, SIGNED_IN } from '#web/test/render-app.tsx';
import { samplePage, samplePages, sampleSound } from '#web/test/sample-sound.ts';
import { soundPagesQueryKey } from '#web/lib/api/sound-keys.ts';
import { AssignSoundDrawer } from './assign-sound-drawer.tsx';

const BOARD_ID = '3f2a1b0c-1d2e-4f30-8a4b-5c6d7e8f9a0b';
const BUTTON = { id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', label: null, sound_id: null };

const sound = (id: string, name: string) => sampleSound(id, name);
const TONE = sound('0b1c2d3e-4f50-4617-8283-949596979899', 'Tone');
const HORN = sound('1c2d3e4f-5061-4728-9394-a5a6a7a8a9aa', 'Air horn');

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderDrawer({ isOwner = true, sounds = [TONE, HORN] } = {}) {
  const changes: boolean[] = [];
  function Harness() {
    const [open, setOpen] = useState(true);
    return (
      <AssignSoundDrawer
        boardId={BOARD_ID}
        button={BUTTON}
        isOwner={isOwner}
        open={open}
        onOpenChange={(next) => {
          changes.push(next);
          setOpen(next);
        }}
      />
    );
  }
  const result = renderWithApp(
    <>
      <Harness />
      <Toaster />
    </>,
    {
      session: SIGNED_IN,
      queryData: [
        [soundPagesQueryKey('', []), samplePages(samplePage(sounds))],
        [['boards', 'list'], []],
      ],
    },
  );
  return { ...result, changes };
}

describe('AssignSoundDrawer', () => {
  it('opens on the Library tab, with Record, URL and Upload next to it', () => {
    renderDrawer();
    const drawer = screen.getByRole('dialog', { name: 'Add Sound' });
    const tabs = within(drawer).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent?.trim())).toEqual([
      'Library',
      'Record',
      'URL',
      'Upload',
    ]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(within(drawer).getByRole('button', { name: 'Assign Tone' })).toBeVisible();
    expect(within(drawer).getByRole('button', { name: 'Assign Air horn' })).toBeVisible();
  });

  it('assigns a picked sound with its name as label, toasts, closes and refreshes the boards', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(json({ ...BUTTON, sound_id: TONE.id })));
    vi.stubGlobal('fetch', fetchMock);
    const { changes, queryClient } = renderDrawer();
    await userEvent.click(screen.getByRole('button', { name: 'Assign Tone' }));
    expect(await screen.findByText(SOUND_MESSAGES.assigned('Tone'))).toBeVisible();
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/boards/${BOARD_ID}/buttons/${BUTTON.id}`,
      expect.objectContaining({
        method: 'PATCH',
        body: JSON.stringify({ sound_id: TONE.id, label: 'Tone' }),
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(changes).toEqual([false]);
    expect(queryClient.getQueryState(['boards', 'list'])?.isInvalidated).toBe(true);
  });

  it('stays open with the failure toast when the button cannot be updated', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(json({ error: { code: 'forbidden', message: 'Not yours.' } }, 403)),
      ),
    );
    const { changes } = renderDrawer();
    await userEvent.click(screen.getByRole('button', { name: 'Assign Air horn' }));
    expect(await screen.findByText('Failed to update button: Not yours.')).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Add Sound' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Assign Air horn' })).toBeEnabled();
    expect(changes).toEqual([]);
  });

  it('uploads a new sound, says it was created, and assigns it', async () => {
    const created = sound('2d3e4f50-6172-4839-a4a5-b6b7b8b9babb', 'boing');
    const fetchMock = vi.fn((url: string) =>
      Promise.resolve(url === '/api/sounds' ? json(created, 201) : json(BUTTON)),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderDrawer();
    await userEvent.click(screen.getByRole('tab', { name: 'Upload' }));
    const file = new File([new Uint8Array(64)], 'boing.wav', { type: 'audio/wav' });
    await userEvent.upload(screen.getByLabelText('Audio file'), file);
    expect(screen.getByLabelText('Sound name')).toHaveValue('boing');
    await userEvent.click(screen.getByRole('button', { name: 'Upload Sound' }));
    // Stacked under the next toast, so present rather than on top.
    expect(await screen.findByText('Sound "boing" created!')).toBeInTheDocument();
    expect(await screen.findByText(SOUND_MESSAGES.assigned('boing'))).toBeVisible();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/sounds',
      `/api/boards/${BOARD_ID}/buttons/${BUTTON.id}`,
    ]);
  });

  it('asks the server to search a long library, and clears a search that matches nothing', async () => {
    const many = Array.from({ length: 8 }, (_, i) =>
      sound(`2d3e4f50-6172-4839-a4a5-b6b7b8b9ba${String(i).padStart(2, '0')}`, `Clip ${i}`),
    );
    const tagged = { ...HORN, tags: ['meme'] };
    const library = [...many, tagged];
    const fetchMock = vi.fn((url: string) => {
      const q = new URL(url, 'http://x').searchParams.get('q');
      return Promise.resolve(json(samplePage(q === 'MEME' ? [tagged] : [], library.length)));
    });
    vi.stubGlobal('fetch', fetchMock);
    renderDrawer({ sounds: library });
    const drawer = screen.getByRole('dialog', { name: 'Add Sound' });
    const search = within(drawer).getByRole('searchbox', { name: LIBRARY_MESSAGES.search });
    await userEvent.type(search, 'MEME');
    await waitFor(
      () => expect(within(drawer).getAllByRole('button', { name: /^Assign / })).toHaveLength(1),
      { timeout: 5000 },
    );
    // Asked once typing paused, not once per key.
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      `/api/sounds?${soundPageSearch({ q: 'MEME' })}`,
    ]);
    expect(within(drawer).getByText('1 sound of 9')).toBeVisible();
    await userEvent.clear(search);
    await userEvent.type(search, 'nothing like it');
    expect(
      await within(drawer).findByText(LIBRARY_MESSAGES.noMatch('nothing like it'), undefined, {
        timeout: 5000,
      }),
    ).toBeVisible();
    await userEvent.click(
      within(drawer).getByRole('button', { name: LIBRARY_MESSAGES.clearSearch }),
    );
    expect(search).toHaveValue('');
    expect(search).toHaveFocus();
    await waitFor(
      () => expect(within(drawer).getAllByRole('button', { name: /^Assign / })).toHaveLength(9),
      { timeout: 5000 },
    );
  }, 20_000); // typing into a drawer is slow on a busy machine

  it('shows the library empty state', () => {
    renderDrawer({ sounds: [] });
    expect(screen.getByText(SOUND_MESSAGES.libraryEmpty)).toBeVisible();
  });

  it('warns a signed-in non-owner instead of offering the tabs, without asking them to log in', () => {
    renderDrawer({ isOwner: false });
    const drawer = screen.getByRole('dialog');
    expect(within(drawer).getByText(SOUND_MESSAGES.sharedBoardWarning)).toBeVisible();
    expect(within(drawer).getByText(SOUND_MESSAGES.sharedBoardHintSignedIn)).toBeVisible();
    expect(within(drawer).queryByText(/log in/i)).not.toBeInTheDocument();
    expect(within(drawer).queryByRole('tab')).not.toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'My Boards' })).toHaveAttribute(
      'href',
      '/my-boards',
    );
  });
});
