import {
  ACCESS_TOKEN_NAME_MAX,
  ACCESS_TOKENS_PER_USER_MAX,
  REMOTES_PER_BOARD_MAX,
} from './remote.ts';

/** What the remote's routes answer (decision 059); the server sends them, the web may show them. */
export const REMOTE_MESSAGES = {
  /** No token, a malformed one, a revoked or an expired one: one text for all (401). */
  invalidToken: 'This remote is not connected any more. Pair it again.',
  /** A code unknown, used or expired: one text for all (404), so a guess learns nothing. */
  codeNotFound: 'That code is not valid any more. Ask for a new one on the desktop.',
  tooManyPairAttempts: 'Too many tries. Wait a minute and try again.',
  tooManyRemotes: `This board already has ${REMOTES_PER_BOARD_MAX} remotes. Disconnect one first.`,
  tooManyPresses: 'Too many presses at once. Slow down a little.',
  tooManyReports: 'Too many now-playing reports.',
  remoteNotFound: 'Remote not found.',
  tokenNotFound: 'Access token not found.',
  tooManyTokens: `You have ${ACCESS_TOKENS_PER_USER_MAX} access tokens already. Revoke one first.`,
  nameRequired: 'Give the token a name.',
  nameTooLong: `A token name has at most ${ACCESS_TOKEN_NAME_MAX} characters.`,
  codeRequired: 'Enter the code shown on the desktop.',
} as const;
