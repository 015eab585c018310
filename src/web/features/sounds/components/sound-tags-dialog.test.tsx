import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LIBRARY_MESSAGES as M, SOUND_TAGS } from '#shared/sound-library.ts';
import { renderWithApp, SIGNED_IN } from '#web/test/render-app.tsx';
import { sampleSound } from '#web/test/sample-sound.ts';
import { SoundTagsDialog } from './sound-tags-dialog.tsx';

const sound = (tags: string[]) =>
  sampleSound('0b1c2d3e-4f50-4617-8283-949596979899', 'Tone', { tags });

function renderDialog(tags: string[]) {
  renderWithApp(<SoundTagsDialog sound={sound(tags)} onClose={() => undefined} />, {
    session: SIGNED_IN,
  });
  const dialog = screen.getByRole('dialog', { name: M.tagsTitle });
  return {
    dialog,
    input: within(dialog).getByLabelText(M.addTag),
    tags: () =>
      within(within(dialog).getByRole('list', { name: M.tags }))
        .queryAllByRole('listitem')
        .map((item) => item.textContent),
  };
}

describe('SoundTagsDialog', () => {
  it('adds a typed tag on Enter and says so to screen readers', async () => {
    const { dialog, input, tags } = renderDialog(['loud']);
    await userEvent.type(input, 'Meme{Enter}');
    expect(tags()).toEqual(['loud', 'meme']);
    expect(input).toHaveValue('');
    expect(within(dialog).getByRole('status')).toHaveTextContent(M.tagAdded('meme'));
  });

  it('does not add a tag while an input method is still composing it', () => {
    const { input, tags } = renderDialog([]);
    fireEvent.change(input, { target: { value: 'にほん' } });
    fireEvent.keyDown(input, { key: 'Enter', isComposing: true });
    expect(tags()).toEqual([]);
    expect(input).toHaveValue('にほん');
  });

  it('takes a tag it already has without complaint when the list is full', async () => {
    const full = Array.from({ length: SOUND_TAGS.maxTags }, (_, i) => `tag${i}`);
    const { dialog, input, tags } = renderDialog(full);
    await userEvent.type(input, 'TAG3{Enter}');
    expect(tags()).toEqual(full);
    expect(input).toHaveValue('');
    expect(within(dialog).queryByText(M.tooManyTags)).toBeNull();
    await userEvent.type(input, 'new{Enter}');
    expect(within(dialog).getByText(M.tooManyTags)).toBeInTheDocument();
  });

  it('keeps keyboard focus in the list after a tag is removed', async () => {
    const { dialog, input, tags } = renderDialog(['a', 'b', 'c']);
    await userEvent.click(within(dialog).getByRole('button', { name: M.removeTag('b') }));
    expect(tags()).toEqual(['a', 'c']);
    expect(within(dialog).getByRole('button', { name: M.removeTag('c') })).toHaveFocus();
    expect(within(dialog).getByRole('status')).toHaveTextContent(M.tagRemoved('b'));
    await userEvent.click(within(dialog).getByRole('button', { name: M.removeTag('c') }));
    expect(within(dialog).getByRole('button', { name: M.removeTag('a') })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: M.removeTag('a') }));
    expect(tags()).toEqual([]);
    expect(input).toHaveFocus();
  });
});
