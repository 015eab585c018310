/** Seeds a benchmark user through the real API: sign-up, five boards, one uploaded sound on a button. */
export async function seedSignedInUser(baseUrl: string, wav: Uint8Array) {
  const origin = { origin: baseUrl };
  const signUp = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { ...origin, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench@example.com', password: 'bench password 123' }),
  });
  if (!signUp.ok) throw new Error(`sign-up answered ${signUp.status}`);
  const cookie = signUp.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const headers = { ...origin, cookie };

  let boardId = '';
  let firstButtonId = '';
  for (let i = 0; i < 5; i++) {
    const response = await fetch(`${baseUrl}/api/boards`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ name: `Bench board ${i + 1}`, description: 'for the benchmark' }),
    });
    const board = (await response.json()) as { id: string; soundboard_buttons: { id: string }[] };
    boardId = board.id;
    firstButtonId = board.soundboard_buttons[0]!.id;
  }

  const form = new FormData();
  form.set('name', 'Bench tone');
  form.set('file', new Blob([new Uint8Array(wav)], { type: 'audio/wav' }), 'tone.wav');
  const created = await fetch(`${baseUrl}/api/sounds`, { method: 'POST', headers, body: form });
  if (created.status !== 201) throw new Error(`sound upload answered ${created.status}`);
  const sound = (await created.json()) as { id: string; url: string };
  await fetch(`${baseUrl}/api/boards/${boardId}/buttons/${firstButtonId}`, {
    method: 'PATCH',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ sound_id: sound.id }),
  });
  return { cookie, boardId, soundUrl: sound.url };
}
