import { readEventPayload, type RealtimePayload } from '#shared/events.ts';
import { REMOTE_PATHS } from '#shared/remote.ts';
import { apiResponse } from '#web/lib/api/request.ts';
import { backoffDelay, REALTIME_BACKOFF } from '#web/lib/realtime-client.ts';
import { apiPath } from '../api/api-path.ts';
import { createSseParser } from './sse-parser.ts';

export interface RemoteStreamHandlers {
  now_playing(payload: RealtimePayload<'now_playing'>): void;
  /** The owner disconnected this remote: the stream ends. */
  revoked(): void;
  /** 401: the token is revoked or expired. */
  unauthorized(): void;
  /** Open (true) or lost and retrying (false). */
  connected(open: boolean): void;
}

/**
 * The phone's stream (decision 060), read with fetch and a streaming SSE parser because an EventSource cannot
 * send the Authorization header. A dropped stream opens again after realtime-client's back-off (exponential,
 * with jitter); a 401 or `remote_revoked` ends it for good. Returns the stop function.
 */
export function openRemoteStream(
  token: string,
  boardId: string,
  handlers: RemoteStreamHandlers,
  random: () => number = Math.random,
) {
  const abort = new AbortController();
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let ended = false;

  const read = async () => {
    const response = await apiResponse(apiPath(REMOTE_PATHS.remoteStream(boardId)), {
      bearer: token,
      signal: abort.signal,
    });
    if (response.status === 401) {
      ended = true;
      return handlers.unauthorized();
    }
    if (!response.ok || !response.body) throw new Error(`stream ${response.status}`);
    attempt = 0;
    handlers.connected(true);
    const feed = createSseParser();
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      for (const { event, data } of feed(value)) {
        if (event === 'remote_revoked') {
          ended = true;
          abort.abort();
          return handlers.revoked();
        }
        if (event !== 'now_playing') continue;
        const payload = readEventPayload('now_playing', parse(data));
        if (payload) handlers.now_playing(payload);
      }
    }
  };

  const connect = () => {
    timer = null;
    read().then(retry, retry);
  };
  const retry = () => {
    if (ended || abort.signal.aborted) return;
    handlers.connected(false);
    timer = setTimeout(connect, backoffDelay(attempt, REALTIME_BACKOFF, random));
    attempt += 1;
  };
  connect();
  return () => {
    ended = true;
    if (timer) clearTimeout(timer);
    abort.abort();
  };
}

function parse(data: string): unknown {
  try {
    return JSON.parse(data);
  } catch {
    return null;
  }
}
