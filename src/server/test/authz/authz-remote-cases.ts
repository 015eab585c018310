import { REMOTE_PATHS, type PairingOffer } from '#shared/remote.ts';
import type { AuthzTable, Call, Case, CaseContext, Role } from './authz-types.ts';

type BoardTarget = 'private' | 'public' | 'trashed';
type Statuses = Record<BoardTarget, Record<Role, number>>;
const TARGETS = ['private', 'public', 'trashed'] as const;

/** The owner's remote routes (decision 059): the owner's board only, as for edits (403 on a public one). */
const ownerOnly = (ok: number): Statuses => ({
  private: { visitor: 401, other: 404, owner: ok },
  public: { visitor: 401, other: 403, owner: ok },
  trashed: { visitor: 401, other: 404, owner: 404 },
});
/** Bearer routes: no token 401; the other user's token 404 (not their board); the owner's token reaches it. */
const bearerReach = (ok: number): Statuses => ({
  private: { visitor: 401, other: 404, owner: ok },
  public: { visitor: 401, other: 404, owner: ok },
  trashed: { visitor: 401, other: 404, owner: 404 },
});

const boardCases = (
  statuses: Statuses,
  call: (
    board: { id: string; buttonIds: string[] },
    ctx: CaseContext,
    role: Role,
  ) => Call | Promise<Call>,
  extra: Partial<Case> = {},
): Case[] =>
  TARGETS.map((target) => ({
    target,
    expect: statuses[target],
    call: (ctx, role) => call(ctx.world.boards[target]!, ctx, role),
    ...extra,
  }));

async function madeToken(ctx: CaseContext, role: Role, boardId: string | null) {
  const response = await ctx.as(role, {
    method: 'POST',
    path: REMOTE_PATHS.accessTokens,
    body: { name: 'matrix', board_id: boardId },
  });
  return (await response.json()) as { token: string; access_token: { id: string } };
}

/** Each role's bearer: none for the visitor, the other user's all-boards token, the owner's all-boards token. */
async function bearerOf(ctx: CaseContext, role: Role): Promise<Record<string, string>> {
  if (role === 'visitor') return {};
  return { authorization: `Bearer ${(await madeToken(ctx, role, null)).token}` };
}

const bearerCases = (
  ok: number,
  path: (board: { id: string; buttonIds: string[] }) => string,
  method: 'GET' | 'POST',
  extra: Partial<Case> = {},
): Case[] => [
  ...boardCases(
    bearerReach(ok),
    async (board, ctx, role) => ({ method, path: path(board), headers: await bearerOf(ctx, role) }),
    // Each group makes tokens: its own two users stay under ACCESS_TOKENS_PER_USER_MAX.
    { fresh: true, ...extra },
  ),
  // The owner's own token, made for another of the owner's boards, reaches nothing here.
  ...(['private', 'public'] as const).map((target): Case => {
    const tokens = new Map<string, { own: string; elsewhere: string }>();
    return {
      target,
      name: 'a token of another board',
      expect: { visitor: 404, other: 404, owner: ok },
      // Made before the attempts: the owner's second board is not a change any attempt made.
      setup: async (ctx) => {
        const board = ctx.world.boards[target]!;
        const made = await ctx.as('owner', {
          method: 'POST',
          path: '/api/boards',
          body: { name: 'Elsewhere' },
        });
        const elsewhere = ((await made.json()) as { id: string }).id;
        tokens.set(board.id, {
          own: (await madeToken(ctx, 'owner', board.id)).token,
          elsewhere: (await madeToken(ctx, 'owner', elsewhere)).token,
        });
      },
      call: (ctx, role) => {
        const board = ctx.world.boards[target]!;
        const { own, elsewhere } = tokens.get(board.id)!;
        const token = role === 'owner' ? own : elsewhere;
        return { method, path: path(board), headers: { authorization: `Bearer ${token}` } };
      },
      fresh: true,
      ...extra,
    };
  }),
];

/** A remote paired with the board (not for a trashed one: its id is then one that does not exist). */
async function pairedRemote(ctx: CaseContext, boardId: string, trashed: boolean) {
  if (trashed) return '00000000-0000-4000-8000-000000000000';
  const offered = await ctx.as('owner', { method: 'POST', path: REMOTE_PATHS.remotes(boardId) });
  const { code } = (await offered.json()) as PairingOffer;
  const paired = await ctx.as('visitor', {
    method: 'POST',
    path: REMOTE_PATHS.pair,
    body: { code },
  });
  return ((await paired.json()) as { remote_id: string }).remote_id;
}

/** The remote (issue 29, decision 059): the owner's routes, access tokens, pairing and the bearer API. */
export const REMOTE_CASES: AuthzTable = {
  'POST /api/boards/:id/remotes': boardCases(ownerOnly(201), (board) => ({
    method: 'POST',
    path: REMOTE_PATHS.remotes(board.id),
  })),
  'GET /api/boards/:id/remotes': boardCases(ownerOnly(200), (board) => ({
    method: 'GET',
    path: REMOTE_PATHS.remotes(board.id),
  })),
  'DELETE /api/boards/:id/remotes/:remoteId': TARGETS.map((target) => ({
    target,
    expect: ownerOnly(204)[target],
    call: async (ctx) => {
      const board = ctx.world.boards[target]!;
      const remoteId = await pairedRemote(ctx, board.id, target === 'trashed');
      return { method: 'DELETE', path: REMOTE_PATHS.remote(board.id, remoteId) };
    },
  })),
  'GET /api/boards/:id/remotes/stream': boardCases(
    ownerOnly(200),
    (board) => ({ method: 'GET', path: REMOTE_PATHS.playerStream(board.id) }),
    { stream: true },
  ),
  'POST /api/boards/:id/remotes/now-playing': boardCases(ownerOnly(204), (board) => ({
    method: 'POST',
    path: REMOTE_PATHS.nowPlaying(board.id),
    body: {
      button_id: board.buttonIds[0],
      playing: true,
      started_at: 1,
      duration_ms: 1000,
      loop: false,
    },
  })),
  'GET /api/me/access-tokens': [
    {
      target: 'self',
      expect: { visitor: 401, other: 200, owner: 200 },
      call: () => ({ method: 'GET', path: REMOTE_PATHS.accessTokens }),
    },
  ],
  'POST /api/me/access-tokens': [
    {
      target: 'self',
      expect: { visitor: 401, other: 201, owner: 201 },
      call: () => ({
        method: 'POST',
        path: REMOTE_PATHS.accessTokens,
        body: { name: 'Deck', board_id: null },
      }),
    },
    ...boardCases(ownerOnly(201), (board) => ({
      method: 'POST',
      path: REMOTE_PATHS.accessTokens,
      body: { name: 'Deck', board_id: board.id },
    })),
  ],
  'DELETE /api/me/access-tokens/:tokenId': [
    {
      target: 'self',
      expect: { visitor: 401, other: 404, owner: 204 },
      call: async (ctx) => {
        const { access_token } = await madeToken(ctx, 'owner', null);
        return { method: 'DELETE', path: REMOTE_PATHS.accessToken(access_token.id) };
      },
    },
  ],
  // Whoever holds a live code pairs (the phone has no account); the code is the secret.
  'POST /api/remote/pair': [
    {
      target: 'self',
      expect: { visitor: 201, other: 201, owner: 201 },
      call: async (ctx) => {
        const offered = await ctx.as('owner', {
          method: 'POST',
          path: REMOTE_PATHS.remotes(ctx.world.boards.private!.id),
        });
        const { code } = (await offered.json()) as PairingOffer;
        return { method: 'POST', path: REMOTE_PATHS.pair, body: { code } };
      },
    },
  ],
  'GET /api/remote/boards/:id': bearerCases(
    200,
    (board) => REMOTE_PATHS.remoteBoard(board.id),
    'GET',
  ),
  'GET /api/remote/boards/:id/stream': bearerCases(
    200,
    (board) => REMOTE_PATHS.remoteStream(board.id),
    'GET',
    { stream: true },
  ),
  'POST /api/remote/boards/:id/buttons/:buttonId/press': bearerCases(
    202,
    (board) => REMOTE_PATHS.press(board.id, board.buttonIds[0]!),
    'POST',
  ),
  'POST /api/remote/boards/:id/buttons/:buttonId/stop': bearerCases(
    202,
    (board) => REMOTE_PATHS.stop(board.id, board.buttonIds[0]!),
    'POST',
  ),
  'POST /api/remote/boards/:id/stop-all': bearerCases(
    202,
    (board) => REMOTE_PATHS.stopAll(board.id),
    'POST',
  ),
};
