import { useRealtimeBoards } from '../hooks/use-realtime-boards.ts';

/** Mounted once by the app's providers: the realtime stream that keeps board queries fresh. */
export function RealtimeSync() {
  useRealtimeBoards();
  return null;
}
