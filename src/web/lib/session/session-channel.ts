import { forgetCachedApiAnswers } from '#web/lib/app-caches.ts';

/** Tabs of the app tell each other about sign-in and sign-out on this channel (decision 003). */
export const SESSION_CHANNEL = 'soundboard-session';

export type SessionEvent = 'signed-in' | 'signed-out' | 'user-updated';

/**
 * Tells the other tabs that the session changed (this tab updates itself). At sign-in and sign-out the
 * offline copies of API answers go (decision 028): they belong to the previous user.
 */
export function announceSessionChange(event: SessionEvent) {
  if (event !== 'user-updated') void forgetCachedApiAnswers();
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(SESSION_CHANNEL);
  channel.postMessage({ type: event });
  channel.close();
}
