import { makeWav } from '../../e2e/fixtures/audio.ts';

interface CreatedBoard {
  id: string;
  soundboard_buttons: { id: string }[];
}

/** A bench's signed-up user, through the real API: its cookie, a JSON caller and one uploaded tone. */
export interface BenchAccount {
  cookie: string;
  soundId: string;
  call: (method: string, route: string, body: unknown) => Promise<CreatedBoard>;
}

export async function benchAccount(baseUrl: string, email: string): Promise<BenchAccount> {
  const origin = { origin: baseUrl };
  const signUp = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { ...origin, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'bench password 123' }),
  });
  if (!signUp.ok) throw new Error(`sign-up answered ${signUp.status}`);
  const cookie = signUp.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const json = { ...origin, cookie, 'content-type': 'application/json' };
  const call = async (method: string, route: string, body: unknown) => {
    const response = await fetch(`${baseUrl}${route}`, {
      method,
      headers: json,
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${route} answered ${response.status}`);
    return response.json() as Promise<CreatedBoard>;
  };
  const form = new FormData();
  form.append('name', 'Bench tone');
  form.append('file', new Blob([new Uint8Array(makeWav())], { type: 'audio/wav' }), 'tone.wav');
  const uploaded = await fetch(`${baseUrl}/api/sounds`, {
    method: 'POST',
    headers: { ...origin, cookie },
    body: form,
  });
  if (!uploaded.ok) throw new Error(`sound upload answered ${uploaded.status}`);
  const sound = (await uploaded.json()) as { id: string };
  return { cookie, soundId: sound.id, call };
}

/** A new board of `size` buttons, each playing the account's tone; its id. */
export async function benchBoard(
  account: BenchAccount,
  size: number,
  options: {
    name: string;
    description?: string;
    isPublic?: boolean;
    label?: (n: number) => string;
  },
): Promise<string> {
  const { call, soundId } = account;
  const board = await call('POST', '/api/boards', {
    name: options.name,
    ...(options.description ? { description: options.description } : {}),
  });
  if (options.isPublic) await call('PATCH', `/api/boards/${board.id}`, { is_public: true });
  for (const empty of board.soundboard_buttons)
    await call('PATCH', `/api/boards/${board.id}/buttons/${empty.id}`, { sound_id: soundId });
  for (let n = board.soundboard_buttons.length; n < size; n++) {
    await call('POST', `/api/boards/${board.id}/buttons`, {
      ...(options.label ? { label: options.label(n) } : {}),
      sound_id: soundId,
    });
  }
  return board.id;
}
