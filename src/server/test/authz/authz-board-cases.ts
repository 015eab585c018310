import { pngBytes } from '../profile-factories.ts';
import type { BoardObjects } from './authz-world.ts';
import type { AuthzTable, Call, Case, Role } from './authz-types.ts';

type BoardTarget = 'private' | 'public' | 'trashed';
type Statuses = Record<Role, number>;

const png = () => ({ bytes: pngBytes(), name: 'bg.png', type: 'image/png' });

/** Owner may change their active boards; others: 404 on private/trashed, 403 on a public board. */
const change = (owner: number): Record<BoardTarget, Statuses> => ({
  private: { visitor: 401, other: 404, owner },
  public: { visitor: 401, other: 403, owner },
  trashed: { visitor: 401, other: 404, owner: 404 },
});

/** Only what is in the trash can be restored; only its owner sees it. */
const restore: Record<BoardTarget, Statuses> = {
  private: { visitor: 401, other: 404, owner: 404 },
  public: { visitor: 401, other: 404, owner: 404 },
  trashed: { visitor: 401, other: 404, owner: 200 },
};

/** `?permanent=true` deletes an own board whether trashed or not; a public one is another's to refuse (403). */
const purge: Record<BoardTarget, Statuses> = {
  private: { visitor: 401, other: 404, owner: 204 },
  public: { visitor: 401, other: 403, owner: 204 },
  trashed: { visitor: 401, other: 404, owner: 204 },
};

function boardCases(
  statuses: Record<BoardTarget, Statuses>,
  call: (board: BoardObjects) => Call,
): Case[] {
  return (['private', 'public', 'trashed'] as const).map((target) => ({
    target,
    expect: statuses[target],
    call: ({ world }) => call(world.boards[target]!),
  }));
}

const B = '/api/boards/:id';
const K = `${B}/buttons/:buttonId`;
const button = (board: BoardObjects) => `/api/boards/${board.id}/buttons/${board.buttonIds[0]}`;

export const BOARD_CASES: AuthzTable = {
  [`GET ${B}`]: boardCases(
    {
      private: { visitor: 404, other: 404, owner: 200 },
      public: { visitor: 200, other: 200, owner: 200 },
      trashed: { visitor: 404, other: 404, owner: 404 },
    },
    (board) => ({ method: 'GET', path: `/api/boards/${board.id}` }),
  ),
  // Decision 038: only the owner exports (a public board is another's to refuse: 403).
  [`GET ${B}/export`]: boardCases(change(200), (board) => ({
    method: 'GET',
    path: `/api/boards/${board.id}/export`,
  })),
  [`PATCH ${B}`]: boardCases(change(200), (board) => ({
    method: 'PATCH',
    path: `/api/boards/${board.id}`,
    body: { name: 'Taken over', is_public: true },
  })),
  // To the trash, and (?permanent=true, answered by the trash routes) for good.
  [`DELETE ${B}`]: [
    ...boardCases(change(204), (board) => ({
      method: 'DELETE',
      path: `/api/boards/${board.id}`,
    })),
    ...boardCases(purge, (board) => ({
      method: 'DELETE',
      path: `/api/boards/${board.id}?permanent=true`,
    })),
  ],
  'POST /api/boards/:id/restore': boardCases(restore, (board) => ({
    method: 'POST',
    path: `/api/boards/${board.id}/restore`,
  })),
  [`PUT ${B}/background`]: boardCases(change(200), (board) => ({
    method: 'PUT',
    path: `/api/boards/${board.id}/background`,
    form: { file: png() },
  })),
  [`DELETE ${B}/background`]: boardCases(change(200), (board) => ({
    method: 'DELETE',
    path: `/api/boards/${board.id}/background`,
  })),
  [`POST ${B}/buttons`]: boardCases(change(201), (board) => ({
    method: 'POST',
    path: `/api/boards/${board.id}/buttons`,
    body: { label: 'Intruder' },
  })),
  [`PUT ${B}/buttons/order`]: boardCases(change(204), (board) => ({
    method: 'PUT',
    path: `/api/boards/${board.id}/buttons/order`,
    body: { button_ids: [...board.buttonIds].reverse() },
  })),
  [`PATCH ${K}`]: boardCases(change(200), (board) => ({
    method: 'PATCH',
    path: button(board),
    body: { label: 'Taken over', hotkey: 'q' },
  })),
  [`DELETE ${K}`]: boardCases(change(204), (board) => ({ method: 'DELETE', path: button(board) })),
  [`PUT ${K}/background`]: boardCases(change(200), (board) => ({
    method: 'PUT',
    path: `${button(board)}/background`,
    form: { file: png() },
  })),
  [`DELETE ${K}/background`]: boardCases(change(200), (board) => ({
    method: 'DELETE',
    path: `${button(board)}/background`,
  })),
};
