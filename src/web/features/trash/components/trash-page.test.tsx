import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Trash } from '#shared/schemas/trash.ts';
import { TRASH_SKELETONS } from '#shared/limits.ts';
import { TRASH_TEXT } from '#shared/trash-messages.ts';
import { renderWithApp, SIGNED_IN } from '#web/test/render-app.tsx';
import { trashQueryKey } from '../api/get-trash.ts';
import { TrashPage } from './trash-page.tsx';

const TRASH: Trash = {
  boards: [
    {
      id: 'b1',
      name: 'Party board',
      description: 'Airhorns',
      background_image_url: null,
      background_settings: {},
      created_at: '2026-11-01T00:00:00.000Z',
      deleted_at: '2026-11-20T00:00:00.000Z',
      sound_button_count: 3,
    },
  ],
  sounds: [
    {
      id: 's1',
      name: 'Drum roll',
      url: '/files/sounds/u/1.mp3',
      image_url: null,
      created_at: '2026-11-01T00:00:00.000Z',
      deleted_at: '2026-11-21T00:00:00.000Z',
    },
    {
      id: 's2',
      name: 'Rimshot',
      url: '/files/sounds/u/2.mp3',
      image_url: null,
      created_at: '2026-11-01T00:00:00.000Z',
      deleted_at: '2026-11-19T00:00:00.000Z',
    },
  ],
};

function renderTrash(trash: Trash) {
  return renderWithApp(<TrashPage />, {
    path: '/trash',
    session: SIGNED_IN,
    queryData: [[trashQueryKey, trash]],
  });
}

describe('TrashPage', () => {
  it('shows the title, the 30-day note, tabs with count badges and the board card', async () => {
    renderTrash(TRASH);
    expect(screen.getByRole('heading', { level: 1, name: TRASH_TEXT.title })).toBeInTheDocument();
    expect(screen.getByText(TRASH_TEXT.retentionNote)).toBeInTheDocument();
    expect(
      await screen.findByRole('tab', { name: new RegExp(`^${TRASH_TEXT.boardsTab}\\s*1$`) }),
    ).toBeVisible();
    expect(
      screen.getByRole('tab', { name: new RegExp(`^${TRASH_TEXT.soundsTab}\\s*2$`) }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Party board' })).toBeVisible();
    expect(screen.getByText('Airhorns')).toBeVisible();
    expect(screen.getByLabelText('3 buttons with a sound')).toHaveTextContent('3');
  });

  it('lists sounds with the play placeholder on their tab', async () => {
    renderTrash(TRASH);
    await userEvent.click(await screen.findByRole('tab', { name: /Sounds/ }));
    expect(screen.getAllByText(TRASH_TEXT.clickToPlay)).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Play Drum roll' })).toBeVisible();
  });

  it('asks before clearing, naming the number of items', async () => {
    renderTrash(TRASH);
    await userEvent.click(await screen.findByRole('button', { name: TRASH_TEXT.clearAll }));
    const dialog = screen.getByRole('alertdialog', { name: TRASH_TEXT.clearDialogTitle });
    expect(within(dialog).getByText(TRASH_TEXT.clearDialogBody(3))).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: TRASH_TEXT.cancel }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('asks before deleting one item permanently', async () => {
    renderTrash(TRASH);
    await userEvent.click(
      await screen.findByRole('button', { name: `${TRASH_TEXT.permanentlyDelete} Party board` }),
    );
    const dialog = screen.getByRole('alertdialog', { name: TRASH_TEXT.deleteDialogTitle });
    expect(within(dialog).getByText(TRASH_TEXT.deleteDialogBody('soundboard'))).toBeVisible();
    expect(
      within(dialog).getByRole('button', { name: TRASH_TEXT.permanentlyDelete }),
    ).toBeVisible();
  });

  it('shows the empty state and no Clear All when both lists are empty', async () => {
    renderTrash({ boards: [], sounds: [] });
    expect(await screen.findByText(TRASH_TEXT.emptyTitle)).toBeVisible();
    expect(screen.getByText(TRASH_TEXT.emptyHint)).toBeVisible();
    expect(screen.queryByRole('button', { name: TRASH_TEXT.clearAll })).not.toBeInTheDocument();
  });

  it('shows the per-tab empty text when only the other list has items', async () => {
    renderTrash({ boards: [], sounds: TRASH.sounds });
    expect(await screen.findByText(TRASH_TEXT.noBoards)).toBeVisible();
  });

  it('shows 6 skeletons on the boards tab while loading', () => {
    renderWithApp(<TrashPage />, { path: '/trash', session: SIGNED_IN });
    expect(screen.getAllByTestId('trash-skeleton')).toHaveLength(TRASH_SKELETONS.boards);
  });
});
