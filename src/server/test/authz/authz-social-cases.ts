import type { AuthzTable, Call, Case } from './authz-types.ts';

/** Likes exist on public boards only: others never learn of a private board (404), its owner gets 403. */
const likeStatuses = {
  private: { visitor: 401, other: 404, owner: 403 },
  public: { visitor: 401, other: 200, owner: 200 },
  trashed: { visitor: 401, other: 404, owner: 404 },
} as const;

const likeCases = (method: 'PUT' | 'DELETE'): Case[] =>
  (['private', 'public', 'trashed'] as const).map((target) => ({
    target,
    expect: likeStatuses[target],
    // A like is the liker's own row; the owner's board only follows it in likes_count.
    likesCountMayMove: true,
    call: ({ world }) => ({ method, path: `/api/boards/${world.boards[target]!.id}/like` }),
  }));

type BoardTarget = 'private' | 'public' | 'trashed';
type Statuses = Record<BoardTarget, Record<'visitor' | 'other' | 'owner', number>>;

const boardCases = (
  statuses: Statuses,
  call: (board: { id: string; buttonIds: string[] }) => Call,
  extra: Partial<Case> = {},
): Case[] =>
  (['private', 'public', 'trashed'] as const).map((target) => ({
    target,
    expect: statuses[target],
    call: ({ world }) => call(world.boards[target]!),
    ...extra,
  }));

/** Going live and pressing: the owner's public board only (409 on their private one). */
const liveOwner = (ownerPrivate: number, ownerPublic: number): Statuses => ({
  private: { visitor: 401, other: 404, owner: ownerPrivate },
  public: { visitor: 401, other: 403, owner: ownerPublic },
  trashed: { visitor: 401, other: 404, owner: 404 },
});
/** Whether a board is live, and its stream: whoever may see the board. */
const liveViewer: Statuses = {
  private: { visitor: 404, other: 404, owner: 200 },
  public: { visitor: 200, other: 200, owner: 200 },
  trashed: { visitor: 404, other: 404, owner: 404 },
};

const open = (call: Call, extra: Partial<Case> = {}): Case[] => [
  { target: 'self', expect: { visitor: 200, other: 200, owner: 200 }, call: () => call, ...extra },
];

/** Likes, the popular list and the realtime stream (decision 025). */
export const SOCIAL_CASES: AuthzTable = {
  'GET /api/boards/popular': open({ method: 'GET', path: '/api/boards/popular' }),
  'PUT /api/boards/:id/like': likeCases('PUT'),
  'DELETE /api/boards/:id/like': likeCases('DELETE'),
  // Visitors may subscribe too: the hub filters what each viewer is sent (realtime.test.ts).
  'GET /api/realtime': open({ method: 'GET', path: '/api/realtime' }, { stream: true }),
  // Prometheus metrics (decision 058): without METRICS_TOKEN the route is a 404 for everyone; with one, only
  // the operator's bearer token reads it (metrics.test.ts).
  'GET /api/metrics': [
    {
      target: 'self',
      expect: { visitor: 404, other: 404, owner: 404 },
      call: () => ({ method: 'GET', path: '/api/metrics' }),
    },
  ],
  // Live mode (decision 035).
  'PUT /api/boards/:id/live': boardCases(liveOwner(409, 200), (board) => ({
    method: 'PUT',
    path: `/api/boards/${board.id}/live`,
  })),
  'DELETE /api/boards/:id/live': boardCases(liveOwner(200, 200), (board) => ({
    method: 'DELETE',
    path: `/api/boards/${board.id}/live`,
  })),
  'POST /api/boards/:id/live/presses': boardCases(liveOwner(409, 204), (board) => ({
    method: 'POST',
    path: `/api/boards/${board.id}/live/presses`,
    body: { button_id: board.buttonIds[0], action: 'play' },
  })),
  'GET /api/boards/:id/live': boardCases(liveViewer, (board) => ({
    method: 'GET',
    path: `/api/boards/${board.id}/live`,
  })),
  'GET /api/boards/:id/live/stream': boardCases(
    liveViewer,
    (board) => ({ method: 'GET', path: `/api/boards/${board.id}/live/stream` }),
    { stream: true },
  ),
  'GET /api/me/likes': [
    {
      target: 'self',
      expect: { visitor: 401, other: 200, owner: 200 },
      call: () => ({ method: 'GET', path: '/api/me/likes' }),
    },
  ],
};
