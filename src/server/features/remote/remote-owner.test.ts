import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { remotePairingCodes, remoteTokens } from '#server/db/schema.ts';
import { send, signUp } from '#server/test/auth-client.ts';
import { useRealtimeTestApp } from '#server/test/realtime-test-app.ts';
import { addButtonViaApi, createBoardViaApi } from '#server/test/boards-factories.ts';
import { bearer, pairRemote } from '#server/test/remote-client.ts';
import { openStream } from '#server/test/sse-client.ts';
import { REMOTE_PATHS } from '#shared/remote.ts';

const t = useRealtimeTestApp();

async function ownerWithBoard(name = 'Desk') {
  const owner = await signUp(t.app);
  const board = await createBoardViaApi(t.app, owner.cookie, { name });
  const button = await addButtonViaApi(t.app, owner.cookie, board.id, { label: 'Horn' });
  return { owner, board, button };
}

// The remote's owner routes and access tokens (issue 29, decision 059).
describe('access tokens', () => {
  it('are listed without the token, revoked at once, capped per user, and only for the caller’s own boards', async () => {
    const { owner, board, button } = await ownerWithBoard('Deck');
    const made = await send(t.app, REMOTE_PATHS.accessTokens, {
      body: { name: '  Stream Deck  ', board_id: board.id },
      cookie: owner.cookie,
    });
    const created = (await made.json()) as { token: string; access_token: { id: string } };
    await bearer(t.app, REMOTE_PATHS.press(board.id, button.id), created.token);
    const listOf = async () =>
      (await (
        await send(t.app, REMOTE_PATHS.accessTokens, { cookie: owner.cookie })
      ).json()) as Record<string, unknown>[];
    // The use is noted beside the press, not before its answer (remote-grant.ts).
    await expect.poll(async () => (await listOf())[0]?.last_used_at).toEqual(expect.any(String));
    const list = await listOf();
    expect(list).toEqual([
      {
        id: created.access_token.id,
        name: 'Stream Deck',
        board_id: board.id,
        board_title: 'Deck',
        created_at: expect.any(String) as string,
        last_used_at: expect.any(String) as string,
      },
    ]);
    expect(JSON.stringify(list)).not.toContain(created.token);

    const revoked = await send(t.app, REMOTE_PATHS.accessToken(created.access_token.id), {
      method: 'DELETE',
      cookie: owner.cookie,
    });
    expect(revoked.status).toBe(204);
    expect(
      (await bearer(t.app, REMOTE_PATHS.press(board.id, button.id), created.token)).status,
    ).toBe(401);

    const other = await signUp(t.app);
    const foreign = await send(t.app, REMOTE_PATHS.accessTokens, {
      body: { name: 'Theirs', board_id: board.id },
      cookie: other.cookie,
    });
    expect(foreign.status).toBe(404);
    const theirRevoke = await send(t.app, REMOTE_PATHS.accessToken(created.access_token.id), {
      method: 'DELETE',
      cookie: other.cookie,
    });
    expect(theirRevoke.status).toBe(404);
    for (const name of ['', '   ', 'x'.repeat(61)]) {
      const response = await send(t.app, REMOTE_PATHS.accessTokens, {
        body: { name, board_id: null },
        cookie: owner.cookie,
      });
      expect(response.status).toBe(400);
    }

    for (let i = 0; i < 20; i += 1) {
      const response = await send(t.app, REMOTE_PATHS.accessTokens, {
        body: { name: `Token ${i}`, board_id: null },
        cookie: owner.cookie,
      });
      expect(response.status).toBe(201);
    }
    const over = await send(t.app, REMOTE_PATHS.accessTokens, {
      body: { name: 'One too many', board_id: null },
      cookie: owner.cookie,
    });
    expect(over.status).toBe(409);
  });

  it('keeps only hashes: no token or code is anywhere in the database', async () => {
    const { owner, board } = await ownerWithBoard();
    const { offer, grant } = await pairRemote(t.app, owner.cookie, board.id);
    const made = await send(t.app, REMOTE_PATHS.accessTokens, {
      body: { name: 'curl', board_id: null },
      cookie: owner.cookie,
    });
    const { token } = (await made.json()) as { token: string };
    const tokens = await t.database.db.select().from(remoteTokens);
    const codes = await t.database.db.select().from(remotePairingCodes);
    const everything = JSON.stringify([tokens, codes]);
    for (const secret of [grant.token, token, offer.code.replace('-', ''), offer.code])
      expect(everything).not.toContain(secret);
    const sha = (s: string) => createHash('sha256').update(s).digest('hex');
    expect(everything).toContain(sha(grant.token));
    expect(everything).toContain(sha(token));
  });
});

describe("the owner's routes", () => {
  it('visitors get 401, other users 404 (a private board is not revealed)', async () => {
    const { board, button } = await ownerWithBoard();
    const other = await signUp(t.app);
    const report = {
      button_id: button.id,
      playing: false,
      started_at: 0,
      duration_ms: 0,
      loop: false,
    };
    const routes: [string, string, unknown?][] = [
      ['POST', REMOTE_PATHS.remotes(board.id)],
      ['GET', REMOTE_PATHS.remotes(board.id)],
      ['POST', REMOTE_PATHS.nowPlaying(board.id), report],
      ['DELETE', REMOTE_PATHS.remote(board.id, button.id)],
    ];
    for (const [method, path, body] of routes) {
      expect((await send(t.app, path, { method, body })).status, `${method} ${path}`).toBe(401);
      const theirs = await send(t.app, path, { method, body, cookie: other.cookie });
      expect(theirs.status, `${method} ${path}`).toBe(404);
    }
    const visitorStream = await openStream(t.app, REMOTE_PATHS.playerStream(board.id));
    expect(visitorStream.response.status).toBe(401);
    const otherStream = await openStream(t.app, REMOTE_PATHS.playerStream(board.id), other.cookie);
    expect(otherStream.response.status).toBe(404);
    for (const [method, path] of [
      ['GET', REMOTE_PATHS.accessTokens],
      ['POST', REMOTE_PATHS.accessTokens],
    ] as const)
      expect(
        (
          await send(t.app, path, {
            method,
            body: method === 'POST' ? { name: 'x', board_id: null } : undefined,
          })
        ).status,
      ).toBe(401);
  });
});
