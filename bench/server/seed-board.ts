/** Seeds the server benchmark's user through the real API: sign-up, 5 boards, one of them with 48 buttons. */
export const BIG_BOARD_BUTTONS = 48;

export async function seedBenchUser(baseUrl: string) {
  const origin = { origin: baseUrl };
  const signUp = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { ...origin, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'server-bench@example.com', password: 'bench password 123' }),
  });
  if (!signUp.ok) throw new Error(`sign-up answered ${signUp.status}`);
  const cookie = signUp.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const json = { ...origin, cookie, 'content-type': 'application/json' };

  let bigBoardId = '';
  for (let i = 0; i < 5; i++) {
    const response = await fetch(`${baseUrl}/api/boards`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ name: `Bench board ${i + 1}`, description: 'for the benchmark' }),
    });
    if (!response.ok) throw new Error(`board create answered ${response.status}`);
    const board = (await response.json()) as { id: string; soundboard_buttons: unknown[] };
    if (i === 0) {
      bigBoardId = board.id;
      for (let n = board.soundboard_buttons.length; n < BIG_BOARD_BUTTONS; n++) {
        const added = await fetch(`${baseUrl}/api/boards/${board.id}/buttons`, {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ label: `Button ${n + 1}` }),
        });
        if (!added.ok) throw new Error(`button add answered ${added.status}`);
      }
    }
  }
  const check = await fetch(`${baseUrl}/api/boards/${bigBoardId}`, { headers: { cookie } });
  const board = (await check.json()) as { soundboard_buttons: unknown[] };
  if (board.soundboard_buttons.length !== BIG_BOARD_BUTTONS) {
    throw new Error(`big board has ${board.soundboard_buttons.length} buttons`);
  }
  return { cookie, bigBoardId };
}
