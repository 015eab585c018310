import {
  REMOTE_PATHS,
  type PairingGrant,
  type RemoteBoard,
  type RemoteDelivery,
  type RemotePhase,
} from '#shared/remote.ts';
import { apiRequest } from '#web/lib/api/request.ts';
import { apiPath } from './api-path.ts';

/** The phone's requests (decision 060): the pairing, then the board and its presses with the bearer token. */
export function pair(code: string) {
  return apiRequest<PairingGrant>(apiPath(REMOTE_PATHS.pair), { method: 'POST', json: { code } });
}

export function getRemoteBoard(token: string, boardId: string) {
  return apiRequest<RemoteBoard>(apiPath(REMOTE_PATHS.remoteBoard(boardId)), { bearer: token });
}

/** A press with a phase (the pad's pointer down and up), or a tap (no phase: Enter or Space). */
export function sendPress(token: string, boardId: string, buttonId: string, phase?: RemotePhase) {
  return apiRequest<RemoteDelivery>(apiPath(REMOTE_PATHS.press(boardId, buttonId)), {
    method: 'POST',
    bearer: token,
    ...(phase ? { json: { phase } } : {}),
  });
}

export function sendStopAll(token: string, boardId: string) {
  return apiRequest<RemoteDelivery>(apiPath(REMOTE_PATHS.stopAll(boardId)), {
    method: 'POST',
    bearer: token,
  });
}
