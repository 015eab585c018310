import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { send, signUp } from '#server/test/auth-client.ts';
import { useRealtimeTestApp } from '#server/test/realtime-test-app.ts';
import { createTestApp } from '#server/test/test-app.ts';
import { addButtonViaApi, createBoardViaApi } from '#server/test/boards-factories.ts';
import { createSound } from '#server/test/factories.ts';
import { bearer, eventsOf, openRemoteStream, pairRemote } from '#server/test/remote-client.ts';
import { openStream } from '#server/test/sse-client.ts';
import { BOARD_MESSAGES } from '#shared/board-messages.ts';
import {
  REMOTE_PATHS,
  REMOTE_PRESS_RATE,
  type PairingGrant,
  type RemoteBoard,
} from '#shared/remote.ts';
import { REMOTE_MESSAGES } from '#shared/remote-messages.ts';

const t = useRealtimeTestApp();

const player = async (boardId: string, cookie: string) =>
  t.keep(await openStream(t.app, REMOTE_PATHS.playerStream(boardId), cookie));

async function ownerWithBoard(name = 'Desk') {
  const owner = await signUp(t.app);
  const board = await createBoardViaApi(t.app, owner.cookie, { name });
  const button = await addButtonViaApi(t.app, owner.cookie, board.id, { label: 'Horn' });
  return { owner, board, button };
}
const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { message: string } }).error.message;

// The remote (issue 29, decision 059), on one instance.
describe('pairing a phone', () => {
  it('trades a code once for a pairing token, lists the remote and tells the player', async () => {
    const { owner, board } = await ownerWithBoard();
    const stream = await player(board.id, owner.cookie);
    const offered = await send(t.app, REMOTE_PATHS.remotes(board.id), {
      method: 'POST',
      cookie: owner.cookie,
    });
    expect(offered.status).toBe(201);
    const offer = (await offered.json()) as { code: string; pair_path: string };
    expect(offer.code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(offer.pair_path).toBe(`/remote?code=${offer.code.replace('-', '')}`);

    // As typed on a phone: lower case, a space instead of the dash.
    const paired = await send(t.app, REMOTE_PATHS.pair, {
      body: { code: ` ${offer.code.toLowerCase().replace('-', ' ')} ` },
      headers: {
        'user-agent':
          'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1',
      },
    });
    expect(paired.status).toBe(201);
    const grant = (await paired.json()) as PairingGrant;
    expect(grant.token).toMatch(/^sbrp_[A-Za-z0-9_-]{43}$/);
    expect(grant.board_id).toBe(board.id);
    await stream.until(() => eventsOf(stream, 'remotes_changed').length === 1);

    const listed = await send(t.app, REMOTE_PATHS.remotes(board.id), { cookie: owner.cookie });
    expect(await listed.json()).toEqual([
      {
        id: grant.remote_id,
        label: 'Safari on iPhone',
        paired_at: expect.any(String) as string,
        last_used_at: null,
      },
    ]);

    const again = await send(t.app, REMOTE_PATHS.pair, { body: { code: offer.code } });
    const unknown = await send(t.app, REMOTE_PATHS.pair, { body: { code: 'ABCD-EFGH' } });
    const malformed = await send(t.app, REMOTE_PATHS.pair, { body: { code: '0000' } });
    for (const refused of [again, unknown, malformed]) {
      expect(refused.status).toBe(404);
      expect(await errorOf(refused)).toBe(REMOTE_MESSAGES.codeNotFound);
    }
  });

  it('refuses an expired code, a ninth remote on a board, and a flood of attempts from one address', async () => {
    const { owner, board } = await ownerWithBoard();
    const offered = await send(t.app, REMOTE_PATHS.remotes(board.id), {
      method: 'POST',
      cookie: owner.cookie,
    });
    const { code } = (await offered.json()) as { code: string };
    await t.database.db.execute(
      sql`update remote_pairing_codes set expires_at = now() - interval '1 second' where board_id = ${board.id}`,
    );
    expect((await send(t.app, REMOTE_PATHS.pair, { body: { code } })).status).toBe(404);

    for (let i = 0; i < 8; i += 1) await pairRemote(t.app, owner.cookie, board.id);
    const ninth = await send(t.app, REMOTE_PATHS.remotes(board.id), {
      method: 'POST',
      cookie: owner.cookie,
    });
    const { code: ninthCode } = (await ninth.json()) as { code: string };
    const full = await send(t.app, REMOTE_PATHS.pair, { body: { code: ninthCode } });
    expect(full.status).toBe(409);
    expect(await errorOf(full)).toBe(REMOTE_MESSAGES.tooManyRemotes);

    const ip = '10.250.0.9';
    for (let i = 0; i < 10; i += 1)
      expect(
        (await send(t.app, REMOTE_PATHS.pair, { body: { code: 'AAAA-AAAA' }, ip })).status,
      ).toBe(404);
    const flooded = await send(t.app, REMOTE_PATHS.pair, { body: { code: ninthCode }, ip });
    expect(flooded.status).toBe(429);
    expect(Number(flooded.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('pressing from a remote', () => {
  it("reaches the owner's player stream: press, tap, release, stop and Stop All, with no Origin (curl)", async () => {
    const { owner, board, button } = await ownerWithBoard();
    const stream = await player(board.id, owner.cookie);
    const { grant } = await pairRemote(t.app, owner.cookie, board.id);

    const down = await bearer(t.app, REMOTE_PATHS.press(board.id, button.id), grant.token, {
      body: { phase: 'down' },
    });
    expect(down.status).toBe(202);
    expect(await down.json()).toEqual({ players: 1 });
    expect((await bearer(t.app, REMOTE_PATHS.press(board.id, button.id), grant.token)).status).toBe(
      202,
    );
    await bearer(t.app, REMOTE_PATHS.press(board.id, button.id), grant.token, {
      body: { phase: 'up' },
    });
    await bearer(t.app, REMOTE_PATHS.stop(board.id, button.id), grant.token);
    expect((await bearer(t.app, REMOTE_PATHS.stopAll(board.id), grant.token)).status).toBe(202);

    await stream.until(() => eventsOf(stream, 'remote_stop_all').length === 1);
    expect(eventsOf(stream, 'remote_press').map((e) => [e.button_id, e.action])).toEqual([
      [button.id, 'down'],
      [button.id, 'tap'],
      [button.id, 'up'],
      [button.id, 'stop'],
    ]);
    const bad = await bearer(t.app, REMOTE_PATHS.press(board.id, button.id), grant.token, {
      body: { phase: 'sideways' },
    });
    expect(bad.status).toBe(400);
  });

  it("shows the board's pads and relays what the player plays to the remote's stream", async () => {
    const { owner, board, button } = await ownerWithBoard('Pads');
    const { grant } = await pairRemote(t.app, owner.cookie, board.id);
    const read = await bearer(t.app, REMOTE_PATHS.remoteBoard(board.id), grant.token);
    expect(read.status).toBe(200);
    const pads = (await read.json()) as RemoteBoard;
    expect(pads).toMatchObject({ id: board.id, name: 'Pads' });
    expect(pads.buttons.filter((pad) => pad.id === button.id)).toEqual([
      expect.objectContaining({
        id: button.id,
        label: 'Horn',
        sound_url: null,
        press_mode: 'toggle',
      }),
    ]);

    const remote = t.keep(await openRemoteStream(t.app, board.id, grant.token));
    expect(remote.response.status).toBe(200);
    const report = {
      button_id: button.id,
      playing: true,
      started_at: 1_700_000_000_000,
      duration_ms: 2500,
      loop: false,
    };
    const sent = await send(t.app, REMOTE_PATHS.nowPlaying(board.id), {
      body: report,
      cookie: owner.cookie,
    });
    expect(sent.status).toBe(204);
    await remote.until(() => eventsOf(remote, 'now_playing').length === 1);
    expect(eventsOf(remote, 'now_playing')).toEqual([report]);
  });

  it("shows a pad's sound while it is in the library, and none once the sound is in the trash", async () => {
    const { owner, board, button } = await ownerWithBoard('Trashed sound');
    const sound = await createSound(t.database.db, { userId: owner.userId, name: 'Gone' });
    const linked = await send(t.app, `/api/boards/${board.id}/buttons/${button.id}`, {
      method: 'PATCH',
      body: { sound_id: sound.id },
      cookie: owner.cookie,
    });
    expect(linked.status).toBe(200);
    const { grant } = await pairRemote(t.app, owner.cookie, board.id);
    const padOf = async () => {
      const read = await bearer(t.app, REMOTE_PATHS.remoteBoard(board.id), grant.token);
      return ((await read.json()) as RemoteBoard).buttons.find((pad) => pad.id === button.id);
    };
    expect((await padOf())?.sound_url).toBe(`/files/sounds/${sound.filePath}`);
    const trashed = await send(t.app, `/api/sounds/${sound.id}`, {
      method: 'DELETE',
      cookie: owner.cookie,
    });
    expect(trashed.status).toBe(200);
    expect((await padOf())?.sound_url).toBeNull();
  });

  it('stops at once when the owner disconnects the remote: its stream hears remote_revoked and ends, its token is a 401', async () => {
    const { owner, board, button } = await ownerWithBoard();
    const stream = await player(board.id, owner.cookie);
    const { grant } = await pairRemote(t.app, owner.cookie, board.id);
    const remote = t.keep(await openRemoteStream(t.app, board.id, grant.token));
    await remote.until(() => remote.raw.includes(': connected'));

    const gone = await send(t.app, REMOTE_PATHS.remote(board.id, grant.remote_id), {
      method: 'DELETE',
      cookie: owner.cookie,
    });
    expect(gone.status).toBe(204);
    await remote.until(() => remote.ended);
    expect(eventsOf(remote, 'remote_revoked')).toEqual([{ remote_id: grant.remote_id }]);
    await stream.until(() => eventsOf(stream, 'remotes_changed').length === 2);

    const refused = await bearer(t.app, REMOTE_PATHS.press(board.id, button.id), grant.token);
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toMatch(/^Bearer /);
    expect(await errorOf(refused)).toBe(REMOTE_MESSAGES.invalidToken);
    expect(
      await (await send(t.app, REMOTE_PATHS.remotes(board.id), { cookie: owner.cookie })).json(),
    ).toEqual([]);
    const twice = await send(t.app, REMOTE_PATHS.remote(board.id, grant.remote_id), {
      method: 'DELETE',
      cookie: owner.cookie,
    });
    expect(twice.status).toBe(404);
  });

  it("ends a remote's open stream when its board goes to the trash", async () => {
    const { owner, board } = await ownerWithBoard('Binned');
    const { grant } = await pairRemote(t.app, owner.cookie, board.id);
    const remote = t.keep(await openRemoteStream(t.app, board.id, grant.token));
    await remote.until(() => remote.raw.includes(': connected'));
    const trashed = await send(t.app, `/api/boards/${board.id}`, {
      method: 'DELETE',
      cookie: owner.cookie,
    });
    expect(trashed.status).toBe(204);
    await remote.until(() => remote.ended);
    expect(eventsOf(remote, 'remote_revoked')).toEqual([{ remote_id: grant.remote_id }]);
  });

  it('ends the stream and refuses the token once the pairing expires', async () => {
    const { owner, board, button } = await ownerWithBoard();
    const { grant } = await pairRemote(t.app, owner.cookie, board.id);
    await t.database.db.execute(
      sql`update remote_tokens set expires_at = now() - interval '1 second' where id = ${grant.remote_id}`,
    );
    const refused = await bearer(t.app, REMOTE_PATHS.press(board.id, button.id), grant.token);
    expect(refused.status).toBe(401);
    expect(await errorOf(refused)).toBe(REMOTE_MESSAGES.invalidToken);
  });

  it("ends a remote's open stream when its pairing expires, with remote_revoked last", async () => {
    const { owner, board } = await ownerWithBoard();
    const { grant } = await pairRemote(t.app, owner.cookie, board.id);
    await t.database.db.execute(
      sql`update remote_tokens set expires_at = now() + interval '600 milliseconds' where id = ${grant.remote_id}`,
    );
    const remote = t.keep(await openRemoteStream(t.app, board.id, grant.token));
    expect(remote.response.status).toBe(200);
    await remote.until(() => remote.ended);
    expect(eventsOf(remote, 'remote_revoked')).toEqual([{ remote_id: grant.remote_id }]);
  });

  it('refuses a flood of presses from one token with 429 and Retry-After', async () => {
    // The bucket's clock stands still, so the refill cannot race the presses on a slow machine.
    let now = Date.parse('2026-01-01T00:00:00Z');
    const app = createTestApp(t.database, { realtime: t.hub, clock: () => now });
    const { owner, board, button } = await ownerWithBoard();
    const { grant } = await pairRemote(t.app, owner.cookie, board.id);
    const press = () => bearer(app, REMOTE_PATHS.press(board.id, button.id), grant.token);
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < REMOTE_PRESS_RATE.burst + 5; i += 1) {
      const response = await press();
      statuses.push(response.status);
      if (response.status === 429) retryAfter = response.headers.get('retry-after');
    }
    expect(statuses).toEqual([
      ...Array<number>(REMOTE_PRESS_RATE.burst).fill(202),
      ...Array<number>(5).fill(429),
    ]);
    expect(Number(retryAfter)).toBeGreaterThan(0);

    now += 1000 / REMOTE_PRESS_RATE.perSecond;
    expect((await press()).status).toBe(202);
    expect((await press()).status).toBe(429);
  });
});

describe('a bearer token reaches its board and nothing else', () => {
  it('a token of board A cannot press on or read board B, another user’s board or a trashed board', async () => {
    const { owner, board: boardA, button: buttonA } = await ownerWithBoard('A');
    const boardB = await createBoardViaApi(t.app, owner.cookie, { name: 'B' });
    const buttonB = await addButtonViaApi(t.app, owner.cookie, boardB.id, { label: 'B1' });
    const other = await ownerWithBoard('Other');
    const made = await send(t.app, REMOTE_PATHS.accessTokens, {
      body: { name: 'Stream Deck', board_id: boardA.id },
      cookie: owner.cookie,
    });
    expect(made.status).toBe(201);
    const { token } = (await made.json()) as { token: string };
    expect(token).toMatch(/^sbat_/);
    expect((await bearer(t.app, REMOTE_PATHS.press(boardA.id, buttonA.id), token)).status).toBe(
      202,
    );

    const outOfReach = [
      REMOTE_PATHS.press(boardB.id, buttonB.id),
      REMOTE_PATHS.press(boardA.id, buttonB.id),
      REMOTE_PATHS.stopAll(boardB.id),
      REMOTE_PATHS.remoteBoard(boardB.id),
      REMOTE_PATHS.remoteStream(boardB.id),
      REMOTE_PATHS.press(other.board.id, other.button.id),
      REMOTE_PATHS.remoteBoard(other.board.id),
    ];
    for (const path of outOfReach) {
      const response = await bearer(t.app, path, token);
      expect(response.status, path).toBe(404);
      expect(await errorOf(response)).toBe(BOARD_MESSAGES.notFound);
    }

    // An all-boards token reaches both of the owner's boards, until one is in the trash.
    const all = await send(t.app, REMOTE_PATHS.accessTokens, {
      body: { name: 'Companion', board_id: null },
      cookie: owner.cookie,
    });
    const { token: allToken } = (await all.json()) as { token: string };
    expect((await bearer(t.app, REMOTE_PATHS.press(boardB.id, buttonB.id), allToken)).status).toBe(
      202,
    );
    expect(
      (await bearer(t.app, REMOTE_PATHS.press(other.board.id, other.button.id), allToken)).status,
    ).toBe(404);
    await send(t.app, `/api/boards/${boardB.id}`, { method: 'DELETE', cookie: owner.cookie });
    expect((await bearer(t.app, REMOTE_PATHS.press(boardB.id, buttonB.id), allToken)).status).toBe(
      404,
    );
  });

  it('no token, a made-up one or a session cookie instead of a token is a 401 with WWW-Authenticate', async () => {
    const { owner, board, button } = await ownerWithBoard();
    const path = REMOTE_PATHS.press(board.id, button.id);
    for (const token of [null, 'sbat_made-up-token-0123456789abcdef', 'nonsense']) {
      const response = await bearer(t.app, path, token);
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toMatch(/^Bearer /);
    }
    const withCookie = await send(t.app, path, { method: 'POST', cookie: owner.cookie });
    expect(withCookie.status).toBe(401);
  });
});
