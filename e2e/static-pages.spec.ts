import {
  CONTACT_FORM_ERRORS,
  CONTACT_SUCCESS_MESSAGE,
  formatLastUpdated,
  GET_STARTED_NOTE,
} from '../src/shared/static-pages.ts';
import { expect, expectNoSeriousA11yViolations, test } from './support/test.ts';

test.describe('static pages', () => {
  for (const path of ['/about', '/privacy', '/terms', '/contact', '/help']) {
    test(`${path} has one heading level 1 and no serious accessibility violations`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('About leads to sign-up with the free-to-use note', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByText(GET_STARTED_NOTE)).toBeVisible();
    await page.getByRole('link', { name: /get started/i }).click();
    await expect(page).toHaveURL(/\/auth/);
  });

  test('Privacy has eight sections and was last updated today', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page.locator('main h2')).toHaveCount(8);
    const today = await page.evaluate(() => new Date().toISOString());
    await expect(page.getByText(formatLastUpdated(new Date(today)))).toBeVisible();
  });

  test('Terms has eleven sections', async ({ page }) => {
    await page.goto('/terms');
    await expect(page.locator('main h2')).toHaveCount(11);
    await expect(page.getByText(/30 days/).first()).toBeVisible();
  });

  test('Help keeps one FAQ open at a time and links to Contact', async ({ page }) => {
    await page.goto('/help');
    const questions = page.locator('main button[aria-expanded]');
    await expect(questions).toHaveCount(12);
    await questions.nth(0).click();
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await questions.nth(3).click();
    await expect(questions.nth(3)).toHaveAttribute('aria-expanded', 'true');
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText(/MP3, WAV, OGG/).first()).toBeVisible();
    await page
      .getByRole('main')
      .getByRole('link', { name: /contact/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('Contact validates, then confirms without a network call and clears the form', async ({
    page,
  }) => {
    await page.goto('/contact');
    await expect(page.getByText('24-48 hours').first()).toBeVisible();
    const requests: string[] = [];
    page.on('request', (request) => requests.push(`${request.method()} ${request.url()}`));

    await page.getByRole('button', { name: /send/i }).click();
    await expect(page.getByText(CONTACT_FORM_ERRORS.name)).toBeVisible();
    await expect(page.getByText(CONTACT_FORM_ERRORS.subject)).toBeVisible();
    await expect(page.getByText(CONTACT_FORM_ERRORS.message)).toBeVisible();

    await page.getByLabel('Name', { exact: true }).fill('Ada Lovelace');
    await page.getByLabel('Email', { exact: true }).fill('ada@example.com');
    await page.getByLabel('Subject', { exact: true }).fill('Hotkeys on my keyboard');
    await page.getByLabel(/category/i).selectOption('feature');
    await page.getByLabel('Message', { exact: true }).fill('Could hotkeys support the numpad too?');
    await page.getByRole('button', { name: /send/i }).click();

    await expect(page.getByText(CONTACT_SUCCESS_MESSAGE)).toBeVisible();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Subject', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue('');
    expect(requests.filter((request) => !request.startsWith('GET '))).toEqual([]);
  });
});

test('an unknown path answers 404 and shows the 404 page', async ({ page, consoleErrors }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  // Chromium logs the document's own 404 status; that is the point of this test, not a page error.
  consoleErrors.splice(0);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found/i);
  await page.getByRole('main').getByRole('link', { name: /home/i }).click();
  await expect(page).toHaveURL(/\/$/);
});
