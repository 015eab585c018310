import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { Toaster } from 'sonner';
import { beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { CONTACT_RESPONSE_TIME } from '#shared/limits.ts';
import { ROUTES } from '#shared/routes.ts';
import { CONTACT_FORM_ERRORS, CONTACT_SUCCESS_MESSAGE } from '#shared/static-pages.ts';
import { ContactPage } from '#web/features/static-pages/components/contact-page.tsx';

function renderPage() {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <ContactPage />
      <Toaster />
    </MemoryRouter>,
  );
  return { user };
}

const field = (name: RegExp) => screen.getByLabelText(name);
const submit = () => screen.getByRole('button', { name: /send message/i });

describe('ContactPage', () => {
  // Restored by the shared setup's vi.restoreAllMocks().
  let fetchSpy: MockInstance<typeof fetch>;
  beforeEach(() => {
    fetchSpy = vi.spyOn(globalThis, 'fetch');
  });

  it('shows the four help categories, the response time and a link to help', () => {
    renderPage();
    for (const title of [
      'Technical Support',
      'Bug Reports',
      'Feature Requests',
      'General Feedback',
    ]) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    expect(screen.getByText(new RegExp(CONTACT_RESPONSE_TIME))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Help Center' })).toHaveAttribute('href', ROUTES.help);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Contact Us');
  });

  it('has labelled fields: an optional category select with five options and a 6-row message', () => {
    renderPage();
    const category = field(/^category/i);
    expect(category.tagName).toBe('SELECT');
    expect(
      Array.from((category as HTMLSelectElement).options).map((option) => option.value),
    ).toEqual(['', 'support', 'bug', 'feature', 'feedback', 'other']);
    expect(field(/^message$/i)).toHaveAttribute('rows', '6');
    expect(field(/^email$/i)).toHaveAttribute('type', 'email');
  });

  it('shows the required messages, focuses the first invalid field and shows no toast when empty', async () => {
    const { user } = renderPage();
    await user.click(submit());

    expect(await screen.findByText(CONTACT_FORM_ERRORS.name)).toBeInTheDocument();
    expect(screen.getByText(CONTACT_FORM_ERRORS.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(CONTACT_FORM_ERRORS.subject)).toBeInTheDocument();
    expect(screen.getByText(CONTACT_FORM_ERRORS.message)).toBeInTheDocument();
    expect(field(/^name$/i)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^name$/i)).toHaveAccessibleDescription(CONTACT_FORM_ERRORS.name);
    expect(field(/^name$/i)).toHaveFocus();
    expect(field(/^category/i)).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(CONTACT_SUCCESS_MESSAGE)).not.toBeInTheDocument();
  });

  it('shows the e-mail format message for a bad address and keeps what was typed', async () => {
    const { user } = renderPage();
    await user.type(field(/^name$/i), 'Ada');
    await user.type(field(/^email$/i), 'not-an-email');
    await user.type(field(/^subject$/i), 'Hello');
    await user.type(field(/^message$/i), 'Hi there');
    await user.click(submit());

    expect(await screen.findByText(CONTACT_FORM_ERRORS.emailFormat)).toBeInTheDocument();
    expect(field(/^email$/i)).toHaveFocus();
    expect(field(/^name$/i)).toHaveValue('Ada');
    expect(field(/^message$/i)).toHaveValue('Hi there');
    expect(screen.queryByText(CONTACT_FORM_ERRORS.name)).not.toBeInTheDocument();
    expect(screen.queryByText(CONTACT_SUCCESS_MESSAGE)).not.toBeInTheDocument();
  });

  it('on a valid submit shows the success toast, clears every field and makes no request', async () => {
    const { user } = renderPage();
    await user.type(field(/^name$/i), 'Ada Lovelace');
    await user.type(field(/^email$/i), 'ada@example.com');
    await user.type(field(/^subject$/i), 'Hotkeys');
    await user.selectOptions(field(/^category/i), 'feature');
    await user.type(field(/^message$/i), 'Could hotkeys work with the numpad too?');
    await user.click(submit());

    expect(await screen.findByText(CONTACT_SUCCESS_MESSAGE)).toBeInTheDocument();
    await waitFor(() => expect(field(/^name$/i)).toHaveValue(''));
    expect(field(/^email$/i)).toHaveValue('');
    expect(field(/^subject$/i)).toHaveValue('');
    expect(field(/^category/i)).toHaveValue('');
    expect(field(/^message$/i)).toHaveValue('');
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
