import { OFFLINE_ERROR_CODE, PWA_MESSAGES } from '#shared/pwa-messages.ts';

/** The API's error shape (DESIGN.md §5), so the app shows the message like any other error. */
export function offlineResponse(): Response {
  return new Response(
    JSON.stringify({ error: { code: OFFLINE_ERROR_CODE, message: PWA_MESSAGES.offlineAction } }),
    { status: 503, headers: { 'Content-Type': 'application/json' } },
  );
}
