import { benchAccount, benchBoard } from './bench-account.ts';

/**
 * Seeds the server benchmark's user through the real API: sign-up, 5 boards, one of them public with 48
 * buttons, each playing the same uploaded sound (so a visitor sees all 48).
 */
export const BIG_BOARD_BUTTONS = 48;

export async function seedBenchUser(baseUrl: string) {
  const account = await benchAccount(baseUrl, 'server-bench@example.com');
  let bigBoardId = '';
  for (let i = 0; i < 5; i++) {
    const options = { name: `Bench board ${i + 1}`, description: 'for the benchmark' };
    if (i > 0) await account.call('POST', '/api/boards', options);
    else {
      bigBoardId = await benchBoard(account, BIG_BOARD_BUTTONS, {
        ...options,
        isPublic: true,
        label: (n) => `Button ${n + 1}`,
      });
    }
  }
  // What a visitor gets: every button, since each has the sound.
  const check = await fetch(`${baseUrl}/api/boards/${bigBoardId}`);
  const board = (await check.json()) as { soundboard_buttons: unknown[] };
  if (board.soundboard_buttons.length !== BIG_BOARD_BUTTONS) {
    throw new Error(`big board has ${board.soundboard_buttons.length} buttons`);
  }
  return { cookie: account.cookie, bigBoardId };
}
