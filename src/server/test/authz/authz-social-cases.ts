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

const open = (call: Call, extra: Partial<Case> = {}): Case[] => [
  { target: 'self', expect: { visitor: 200, other: 200, owner: 200 }, call: () => call, ...extra },
];

/** Issue 13: likes, the popular list and the realtime stream (decision 025). */
export const SOCIAL_CASES: AuthzTable = {
  'GET /api/boards/popular': open({ method: 'GET', path: '/api/boards/popular' }),
  'PUT /api/boards/:id/like': likeCases('PUT'),
  'DELETE /api/boards/:id/like': likeCases('DELETE'),
  // Visitors may subscribe too: the hub filters what each viewer is sent (realtime.test.ts).
  'GET /api/realtime': open({ method: 'GET', path: '/api/realtime' }, { stream: true }),
  'GET /api/me/likes': [
    {
      target: 'self',
      expect: { visitor: 401, other: 200, owner: 200 },
      call: () => ({ method: 'GET', path: '/api/me/likes' }),
    },
  ],
};
