import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import {
  DOWNLOAD_REASONS as R,
  INGEST_DEADLINE_MS,
  INGEST_MAX_REDIRECTS,
  INGEST_TIMEOUT_MS,
} from '#shared/sound-messages.ts';
import { guardedLookup, isForbiddenLiteralHost } from '#server/lib/net/guarded-lookup.ts';

export interface DownloadOptions {
  /** Test-only: allow loopback addresses (INGEST_ALLOW_LOOPBACK). Private and link-local stay refused. */
  allowLoopback: boolean;
  maxBytes: number;
  timeoutMs?: number;
  /** Total time for the whole download, redirects and body included (INGEST_DEADLINE_MS). */
  deadlineMs?: number;
}

export type DownloadFailure = 'forbidden' | 'too_large' | 'network' | 'http' | 'redirects';

/** Why a download failed; `reason` is the text after 'Failed to download audio from URL: '. */
export class DownloadError extends Error {
  constructor(
    readonly kind: DownloadFailure,
    readonly reason: string,
  ) {
    super(reason);
    this.name = 'DownloadError';
  }
}

const forbidden = () => new DownloadError('forbidden', R.forbidden);

function requestOnce(
  url: URL,
  options: DownloadOptions,
  signal: AbortSignal,
): Promise<IncomingMessage> {
  if (isForbiddenLiteralHost(url, options.allowLoopback)) return Promise.reject(forbidden());
  const timeoutMs = options.timeoutMs ?? INGEST_TIMEOUT_MS;
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(url, {
      lookup: guardedLookup(options.allowLoopback, forbidden),
      timeout: timeoutMs,
      signal,
    });
    const deadline = setTimeout(
      () => request.destroy(new DownloadError('network', R.timedOut)),
      timeoutMs,
    );
    request.on('timeout', () => request.destroy(new DownloadError('network', R.timedOut)));
    request.on('response', (response) => {
      clearTimeout(deadline);
      resolve(response);
    });
    request.on('error', (error) => {
      clearTimeout(deadline);
      reject(error instanceof DownloadError ? error : new DownloadError('network', R.network));
    });
  });
}

async function readBody(response: IncomingMessage, maxBytes: number): Promise<Uint8Array> {
  const declared = Number(response.headers['content-length']);
  if (declared > maxBytes) {
    response.destroy();
    throw new DownloadError('too_large', R.tooLarge);
  }
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of response) {
      const buffer = chunk as Buffer;
      total += buffer.length;
      if (total > maxBytes) {
        response.destroy();
        throw new DownloadError('too_large', R.tooLarge);
      }
      chunks.push(buffer);
    }
  } catch (error) {
    if (error instanceof DownloadError) throw error;
    throw new DownloadError('network', R.network);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

/**
 * Fetches a URL's bytes over http(s), following at most 5 redirects; every hop's address is checked after
 * DNS resolution. Time-limited per hop (idle gaps) and as a whole (deadline), and capped in size while
 * streaming.
 */
export async function download(start: URL, options: DownloadOptions): Promise<Uint8Array> {
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), options.deadlineMs ?? INGEST_DEADLINE_MS);
  try {
    return await follow(start, options, deadline.signal);
  } catch (error) {
    if (deadline.signal.aborted) throw new DownloadError('network', R.timedOut);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

async function follow(start: URL, options: DownloadOptions, signal: AbortSignal) {
  let url = start;
  for (let hop = 0; hop <= INGEST_MAX_REDIRECTS; hop++) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new DownloadError('forbidden', R.notHttp);
    }
    const response = await requestOnce(url, options, signal);
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (status >= 300 && status < 400 && location) {
      response.resume();
      url = new URL(location, url);
      continue;
    }
    if (status < 200 || status >= 300) {
      response.resume();
      throw new DownloadError('http', R.forStatus(status));
    }
    return readBody(response, options.maxBytes);
  }
  throw new DownloadError('redirects', R.redirects);
}
