import { useSessionSync } from '#web/features/auth/hooks/use-session-sync.ts';

/** Mounted once in the app shell: keeps every tab's session in step. Renders nothing. */
export function SessionSync() {
  useSessionSync();
  return null;
}
