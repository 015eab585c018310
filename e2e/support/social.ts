import { expect, type Browser, type APIRequestContext } from '@playwright/test';
import { signUpThroughApi } from './accounts.ts';
import { publicBoardWithSounds } from './boards.ts';

export async function likeThroughApi(request: APIRequestContext, boardId: string) {
  const response = await request.put(`/api/boards/${boardId}/like`);
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * Public boards with the given like counts, each liked by that many fresh users (each in a context of its
 * own, closed afterwards). Returns the boards' ids in the order given.
 */
export async function likedPublicBoards(
  browser: Browser,
  boards: { name: string; likes: number }[],
): Promise<string[]> {
  const owner = await browser.newContext();
  await signUpThroughApi(owner);
  const ids: string[] = [];
  for (const { name } of boards) {
    ids.push((await publicBoardWithSounds(owner.request, name, ['Airhorn'])).id);
  }
  await owner.close();
  const mostLikes = Math.max(0, ...boards.map((b) => b.likes));
  for (let fan = 0; fan < mostLikes; fan += 1) {
    const context = await browser.newContext();
    await signUpThroughApi(context);
    for (const [index, { likes }] of boards.entries()) {
      if (fan < likes) await likeThroughApi(context.request, ids[index]!);
    }
    await context.close();
  }
  return ids;
}
