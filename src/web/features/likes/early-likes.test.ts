import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import headScript from '../../public/early-presses.js?raw';
import { captureEarlyLikes, LIKE_BOARD_ATTRIBUTE, takeEarlyLikeClicks } from './early-likes.ts';

// Clicks on the server's like button before the app took over: kept by the <head> script, then by the page's
// module, until the app's LikeButton takes them.
let root: HTMLElement;
const likeButton = (boardId: string) => {
  const button = document.createElement('button');
  button.setAttribute(LIKE_BOARD_ATTRIBUTE, boardId);
  button.innerHTML = '<svg></svg><span>3</span>';
  return button;
};

beforeEach(() => {
  root = document.createElement('div');
  root.append(likeButton('board-a'));
  document.body.replaceChildren(root);
  // As the page runs it, a classic script in the global scope.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  (new Function(headScript) as () => void)();
});

afterEach(() => {
  takeEarlyLikeClicks('');
  window.__earlyTilePresses?.();
  document.body.replaceChildren();
});

const serverButton = () => root.querySelector('button')!;

describe('early like clicks', () => {
  it('counts the clicks made before and after the module ran, on inner parts too; taking ends it', () => {
    serverButton().querySelector('span')!.click();
    captureEarlyLikes(root);
    serverButton().click();
    expect(takeEarlyLikeClicks('board-a')).toBe(2);
    serverButton().click();
    expect(takeEarlyLikeClicks('board-a')).toBe(0);
  });

  it('counts them for their board only', () => {
    serverButton().click();
    captureEarlyLikes(root);
    serverButton().click();
    serverButton().click();
    expect(takeEarlyLikeClicks('board-a')).toBe(3);
  });

  it("leaves the app's own button alone: only the server's elements count", () => {
    captureEarlyLikes(root);
    const appButton = likeButton('board-a');
    root.replaceChildren(appButton);
    appButton.click();
    expect(takeEarlyLikeClicks('board-a')).toBe(0);
  });

  it('keeps nothing on a page without a like button', () => {
    root.replaceChildren();
    captureEarlyLikes(root);
    document.body.append(likeButton('board-a'));
    document.body.querySelector('button')!.click();
    expect(takeEarlyLikeClicks('board-a')).toBe(0);
  });
});
