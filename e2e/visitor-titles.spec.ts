import type { ConsoleMessage } from '@playwright/test';
import { documentTitle, PAGE_TITLES } from '../src/shared/page-titles.ts';
import { signUpThroughApi } from './support/accounts.ts';
import { createBoardThroughApi } from './support/boards.ts';
import { expect, test } from './support/test.ts';

/** Every route a visitor can open, with the title it must set (decision 011). */
function visitorRoutes(boardId: string, boardName: string, userId: string) {
  return [
    { path: '/', title: documentTitle(null) },
    { path: '/auth', title: documentTitle(PAGE_TITLES.signIn) },
    { path: '/auth?mode=signup', title: documentTitle(PAGE_TITLES.signUp) },
    { path: '/auth?mode=forgot', title: documentTitle(PAGE_TITLES.forgotPassword) },
    { path: '/my-account', title: documentTitle(PAGE_TITLES.myAccount) },
    { path: `/profile/${userId}`, title: null },
    { path: '/popular', title: documentTitle(PAGE_TITLES.popular) },
    { path: `/board/${boardId}`, title: documentTitle(boardName) },
    { path: `/?board=${boardId}`, title: documentTitle(boardName) },
    { path: '/about', title: documentTitle(PAGE_TITLES.about) },
    { path: '/privacy', title: documentTitle(PAGE_TITLES.privacy) },
    { path: '/terms', title: documentTitle(PAGE_TITLES.terms) },
    { path: '/contact', title: documentTitle(PAGE_TITLES.contact) },
    { path: '/help', title: documentTitle(PAGE_TITLES.help) },
    { path: '/reset-password', title: documentTitle(PAGE_TITLES.resetPassword) },
    { path: '/email-confirmed', title: documentTitle(PAGE_TITLES.emailConfirmed) },
    // Signed-in pages send a visitor to /auth.
    { path: '/my-boards', title: null },
    { path: '/my-sounds', title: null },
    { path: '/trash', title: null },
  ];
}

test("a visitor's page loads log no console error, and every route has its own title (decision 011)", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const owner = await browser.newContext();
  const { userId } = await signUpThroughApi(owner);
  const board = await createBoardThroughApi(owner.request, 'Party horns');
  const shared = await owner.request.patch(`/api/boards/${board.id}`, {
    data: { is_public: true },
  });
  expect(shared.status()).toBe(200);
  await owner.close();

  // Stricter than the fixture: no console error of any kind, the visitor's session check included.
  const errors: string[] = [];
  const record = (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  };
  page.on('console', record);

  const titles = new Map<string, string>();
  for (const route of visitorRoutes(board.id, board.name, userId)) {
    await page.goto(route.path);
    if (route.title) await expect(page).toHaveTitle(route.title);
    else await expect(page).toHaveTitle(/ · Soundboard$/);
    await page.waitForLoadState('networkidle');
    titles.set(route.path, await page.title());
  }
  expect(errors).toEqual([]);

  const own = [...titles].filter(([path]) => !path.startsWith('/my-') && path !== '/trash');
  const boardViews = own.filter(([path]) => path.includes(board.id));
  expect(new Set(boardViews.map(([, title]) => title)).size).toBe(1);
  const distinct = new Set(own.filter(([path]) => !path.includes(board.id)).map(([, t]) => t));
  expect(distinct.size).toBe(own.length - boardViews.length);
});
