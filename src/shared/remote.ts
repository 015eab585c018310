import type { PressMode } from './press-modes.ts';

/**
 * The remote (issue 29, decision 059): a paired phone or an access token presses a board's buttons, and the
 * owner's open player plays them. The contract between the server (src/server/features/remote) and the web
 * (src/web/features/remote); no zod here: the player's page reads this module.
 *
 * Two kinds of bearer token, both stored hashed (SHA-256) and shown once:
 * - a pairing token (`sbrp_…`), given to a phone for one short code; one board, short-lived, revocable;
 * - an access token (`sbat_…`), made in Account Settings → Access tokens; one board or all the owner's boards,
 *   revocable, with its last use. Neither reaches anything of the account but the trigger API below.
 */
export const ACCESS_TOKEN_PREFIX = 'sbat_';
export const PAIRING_TOKEN_PREFIX = 'sbrp_';

/** A pairing code: 8 characters of this alphabet (no 0/O, 1/I/L), shown as two groups of four. */
export const PAIRING_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const PAIRING_CODE_LENGTH = 8;
/** A code pairs once, within this time of being shown. */
export const PAIRING_CODE_TTL_MS = 5 * 60_000;
/** A paired phone's token lives this long (then the phone pairs again). */
export const PAIRING_TTL_MS = 12 * 60 * 60_000;
/** Paired remotes one board may have at once (a new pairing beyond it is a 409). */
export const REMOTES_PER_BOARD_MAX = 8;
/** Access tokens one user may hold (beyond: 409). */
export const ACCESS_TOKENS_PER_USER_MAX = 20;
export const ACCESS_TOKEN_NAME_MAX = 60;
/** Presses (press, stop, stop all) one token may send: a steady rate and a burst; beyond, 429 with Retry-After. */
/** How often an instance marks its open player streams as still there (decision 080). */
export const PLAYER_PRESENCE_REFRESH_MS = 30_000;
/** A player row not marked for this long belongs to an instance that died: not counted, and deleted. */
export const PLAYER_PRESENCE_EXPIRY_MS = 3 * PLAYER_PRESENCE_REFRESH_MS;

export const REMOTE_PRESS_RATE = { perSecond: 10, burst: 20 } as const;
/** Pairing attempts (POST /api/remote/pair) from one address per minute: a code cannot be guessed by flood. */
export const PAIR_ATTEMPTS_PER_MINUTE = 10;
/** Now-playing reports one board's player may send per second (POST …/remotes/now-playing). */
export const NOW_PLAYING_RATE = { perSecond: 10, burst: 30 } as const;

const board = (boardId: string) => `/api/boards/${encodeURIComponent(boardId)}`;
const remoteBoard = (boardId: string) => `/api/remote/boards/${encodeURIComponent(boardId)}`;

export const REMOTE_PATHS = {
  /** Owner (session): POST makes a pairing offer (201 PairingOffer); GET lists the paired remotes. */
  remotes: (boardId: string) => `${board(boardId)}/remotes`,
  /** Owner: DELETE disconnects one remote at once (its token stops working, its phone hears `remote_revoked`). */
  remote: (boardId: string, remoteId: string) =>
    `${board(boardId)}/remotes/${encodeURIComponent(remoteId)}`,
  /** Owner: the player's event stream (SSE): `remote_press`, `remote_stop_all`, `remotes_changed`. */
  playerStream: (boardId: string) => `${board(boardId)}/remotes/stream`,
  /** Owner: the player reports a button starting or stopping (body NowPlayingReport), relayed to the remotes. */
  nowPlaying: (boardId: string) => `${board(boardId)}/remotes/now-playing`,
  /** Anyone: trade a pairing code for a pairing token (body { code }; 201 PairingGrant; a bad code is a 404). */
  pair: '/api/remote/pair',
  /** Bearer: the board's pads (200 RemoteBoard). */
  remoteBoard,
  /** Bearer: the remote's event stream (SSE read with fetch, so the token goes in the header): `now_playing`, `remote_revoked`. */
  remoteStream: (boardId: string) => `${remoteBoard(boardId)}/stream`,
  /** Bearer: press a button (optional body { phase: 'down' | 'up' }; none is a tap). 202 RemoteDelivery. */
  press: (boardId: string, buttonId: string) =>
    `${remoteBoard(boardId)}/buttons/${encodeURIComponent(buttonId)}/press`,
  /** Bearer: stop a button. 202 RemoteDelivery. */
  stop: (boardId: string, buttonId: string) =>
    `${remoteBoard(boardId)}/buttons/${encodeURIComponent(buttonId)}/stop`,
  /** Bearer: Stop All on the board. 202 RemoteDelivery. */
  stopAll: (boardId: string) => `${remoteBoard(boardId)}/stop-all`,
  /** Owner (session): GET lists, POST makes (201 CreatedAccessToken); DELETE …/:id revokes. */
  accessTokens: '/api/me/access-tokens',
  accessToken: (tokenId: string) => `/api/me/access-tokens/${encodeURIComponent(tokenId)}`,
} as const;

/** The web page a pairing code opens on the phone (the QR code holds it with `?code=`). */
export const REMOTE_PAGE_PATH = '/remote';

export interface PairingOffer {
  code: string;
  /** Site-relative: the page builds the absolute URL for the QR code from its own origin. */
  pair_path: string;
  expires_at: string;
}

export interface PairingGrant {
  token: string;
  remote_id: string;
  board_id: string;
  expires_at: string;
}

export interface RemoteDevice {
  id: string;
  /** The phone's browser, as its user agent names it (shortened), so the owner can tell remotes apart. */
  label: string;
  paired_at: string;
  last_used_at: string | null;
}

export type RemotePhase = 'down' | 'up';
/** What a press asks of the player: a press with a phase follows the button's press mode; `tap` is a press without a release. */
export type RemoteAction = RemotePhase | 'tap' | 'stop';

export interface RemoteDelivery {
  /** How many of the owner's open players (on every instance) the press was sent to; 0 when none is open. */
  players: number;
}

/** A pad as the remote draws it: the board's button, with its sound's name and URL only (nothing else of the library). */
export interface RemoteBoardButton {
  id: string;
  /** The button's label, else its sound's name. */
  label: string;
  color: string;
  background_image_url: string | null;
  press_mode: PressMode;
  position_row: number;
  position_col: number;
  /** For “play here too” on the phone; null when the button has no sound. */
  sound_url: string | null;
}

export interface RemoteBoard {
  id: string;
  name: string;
  grid_rows: number;
  grid_columns: number;
  /** Ordered by row, then column. */
  buttons: RemoteBoardButton[];
}

export interface NowPlayingReport {
  button_id: string;
  playing: boolean;
  /** ms since the epoch (the player's clock) and the sound's length; the remote draws the progress from them. */
  started_at: number;
  duration_ms: number;
  loop: boolean;
}

export interface AccessTokenInfo {
  id: string;
  name: string;
  /** null: every board of the owner. */
  board_id: string | null;
  board_title: string | null;
  created_at: string;
  last_used_at: string | null;
}

export interface CreatedAccessToken {
  /** Shown once; only its hash is kept. */
  token: string;
  access_token: AccessTokenInfo;
}
