import type { ApiRequestInit } from '#web/lib/api/request.ts';
import { errorAnswer, jsonAnswer } from './guest-answer.ts';
import { listBoardSummaries } from './guest-board-summaries.ts';
import { BOARD_ROUTES as boards } from './guest-boards.ts';
import { BUTTON_ROUTES as buttons } from './guest-buttons.ts';
import type { GuestHandler } from './guest-context.ts';
import { guestDb } from './guest-db.ts';
import { guestId } from './guest-mode.ts';
import { accountRequired, EMPTY_ANSWERS, featureOfPath } from './guest-refusals.ts';
import { guestSession } from './guest-session.ts';
import { SOUND_ROUTES as sounds } from './guest-sounds.ts';
import { TRASH_ROUTES as trash } from './guest-trash.ts';

/**
 * The guest backend (docs/decisions/061-guest-mode.md): the same paths, JSON and error answers as the server,
 * answered from this browser's IndexedDB. Public reads (popular boards, profiles, another user's public board)
 * still go to the server; what needs an account answers 401 saying so.
 */
const ID = '([0-9a-f-]{36})';
type Route = [method: string, path: RegExp, handler: GuestHandler | 'server'];

const permanent =
  (soft: GuestHandler, hard: GuestHandler): GuestHandler =>
  (request) =>
    request.query.get('permanent') === 'true' ? hard(request) : soft(request);

const ROUTES: Route[] = [
  ['GET', /^\/api\/me$/, ({ userId }) => Promise.resolve(jsonAnswer(guestSession(userId)))],
  ['GET', /^\/api\/me\/storage$/, sounds.storageUsage],
  ['GET', /^\/api\/boards$/, boards.listBoards],
  ['POST', /^\/api\/boards$/, boards.createBoard],
  ['GET', /^\/api\/boards\/summaries$/, listBoardSummaries],
  ['GET', /^\/api\/boards\/popular$/, 'server'],
  ['GET', new RegExp(`^/api/boards/${ID}$`), boards.getBoard],
  ['PATCH', new RegExp(`^/api/boards/${ID}$`), boards.updateBoard],
  [
    'DELETE',
    new RegExp(`^/api/boards/${ID}$`),
    permanent(boards.trashBoard, trash.deleteBoardPermanently),
  ],
  ['PUT', new RegExp(`^/api/boards/${ID}/background$`), boards.setBackground],
  ['DELETE', new RegExp(`^/api/boards/${ID}/background$`), boards.removeBackground],
  ['POST', new RegExp(`^/api/boards/${ID}/restore$`), trash.restoreBoard],
  ['POST', new RegExp(`^/api/boards/${ID}/buttons$`), buttons.addButton],
  ['PUT', new RegExp(`^/api/boards/${ID}/buttons/order$`), buttons.reorderButtons],
  ['PATCH', new RegExp(`^/api/boards/${ID}/buttons/${ID}$`), buttons.updateButton],
  ['DELETE', new RegExp(`^/api/boards/${ID}/buttons/${ID}$`), buttons.deleteButton],
  ['PUT', new RegExp(`^/api/boards/${ID}/buttons/${ID}/background$`), buttons.setBackground],
  ['DELETE', new RegExp(`^/api/boards/${ID}/buttons/${ID}/background$`), buttons.removeBackground],
  ['GET', new RegExp(`^/api/boards/${ID}/live$`), boards.liveState],
  ['GET', /^\/api\/sounds$/, sounds.listSounds],
  ['POST', /^\/api\/sounds$/, sounds.createSound],
  ['PUT', new RegExp(`^/api/sounds/${ID}/image$`), sounds.setImage],
  [
    'DELETE',
    new RegExp(`^/api/sounds/${ID}$`),
    permanent(sounds.trashSound, trash.deleteSoundPermanently),
  ],
  ['POST', new RegExp(`^/api/sounds/${ID}/restore$`), trash.restoreSound],
  ['PUT', new RegExp(`^/api/sounds/${ID}/tags$`), sounds.setTags],
  ['PUT', new RegExp(`^/api/sounds/${ID}/loudness$`), sounds.setLoudness],
  ['POST', new RegExp(`^/api/sounds/${ID}/plays$`), sounds.addPlays],
  ['GET', /^\/api\/trash$/, trash.listTrash],
  ['POST', /^\/api\/functions\/clear-user-trash$/, trash.clearTrash],
  ['GET', /^\/api\/profiles\/[^/]+$/, 'server'],
];

/** A board or sound that is not the guest's: the server answers for it (a public board and its plays). */
const NOT_OURS = [
  new RegExp(`^GET /api/boards/${ID}$`),
  new RegExp(`^GET /api/boards/${ID}/live$`),
  new RegExp(`^POST /api/sounds/${ID}/plays$`),
];

/**
 * The guest's answer to a request, or null when the server should answer it (auth, public reads, another
 * user's board). Only used while guest mode is on.
 */
export async function guestResponse(
  path: string,
  init: ApiRequestInit = {},
): Promise<Response | null> {
  const userId = guestId();
  if (!userId || path.startsWith('/api/auth/')) return null;
  const method = init.method ?? 'GET';
  const [pathname = path, search = ''] = path.split('?');
  const empty = method === 'GET' ? EMPTY_ANSWERS[pathname] : undefined;
  if (empty) return empty();
  for (const [routeMethod, pattern, handler] of ROUTES) {
    const match = pattern.exec(pathname);
    if (!match || routeMethod !== method) continue;
    if (handler === 'server') return null;
    const request = {
      db: await guestDb(),
      userId,
      params: match.slice(1),
      query: new URLSearchParams(search),
      json: init.json,
      form: init.form,
    };
    try {
      return await handler(request);
    } catch (error) {
      const answer = errorAnswer(error);
      if (answer.status === 404 && NOT_OURS.some((p) => p.test(`${method} ${pathname}`))) {
        return null;
      }
      return answer;
    }
  }
  return errorAnswer(accountRequired(featureOfPath(pathname)));
}
