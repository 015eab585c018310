import { ERROR_CODES } from '#shared/errors.ts';
import { GUEST_ACCOUNT_FEATURES, GUEST_MESSAGES } from '#shared/guest-messages.ts';
import { GuestHttpError, jsonAnswer } from './guest-answer.ts';

export type AccountFeature = keyof typeof GUEST_ACCOUNT_FEATURES;

/** The message of a refusal: what needs an account, said plainly (decision 061). */
export function needsAccount(feature: AccountFeature | null): string {
  return feature
    ? GUEST_MESSAGES.needsAccount(GUEST_ACCOUNT_FEATURES[feature])
    : GUEST_MESSAGES.needsAccountDefault;
}

const refusalListeners = new Set<(message: string) => void>();

/** Hears every refusal the guest meets (the Guest bar answers it with a way to sign up: issue 28). */
export function onAccountRequired(listener: (message: string) => void): () => void {
  refusalListeners.add(listener);
  return () => refusalListeners.delete(listener);
}

/**
 * 403 with the guest's message. Not 401: a 401 means "the session expired" to the app, which would send the
 * guest to sign in (use-session-sync.ts) in the middle of its work.
 */
export function accountRequired(feature: AccountFeature | null, message = needsAccount(feature)) {
  for (const listener of refusalListeners) listener(message);
  return new GuestHttpError(403, ERROR_CODES.forbidden, message);
}

/** The feature a refused path belongs to, by its segments (e.g. /api/boards/:id/like → like). */
export function featureOfPath(path: string): AccountFeature | null {
  const segments = path.split('?')[0]!.split('/');
  for (const segment of segments.reverse()) {
    if (segment in GUEST_ACCOUNT_FEATURES) return segment as AccountFeature;
  }
  return null;
}

/** What a guest's own lists that need an account read as: nothing (the page still renders). */
export const EMPTY_ANSWERS: Record<string, () => Response> = {
  '/api/me/likes': () => jsonAnswer([]),
  '/api/functions/gif-proxy/status': () => jsonAnswer({ configured: false }),
};
