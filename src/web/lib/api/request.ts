import { OFFLINE_ERROR_CODE, PWA_MESSAGES } from '#shared/pwa-messages.ts';
import { holdAnswerForWorker } from '#web/lib/api/answers-before-worker.ts';
import { ApiError, readJson } from '#web/lib/api/read-json.ts';
import { guestBlob } from '#web/lib/guest/guest-blobs.ts';
import { isGuestMode } from '#web/lib/guest/guest-mode.ts';

/**
 * The one place the web app talks to our API (docs/decisions/047-one-request-module.md): it sets the
 * credentials, sends JSON and multipart bodies, turns an error answer into an ApiError with the server's
 * message and a lost connection into the offline error (the same one the service worker answers with), and
 * reads 204 as no content. Answer and body types are the shared schemas' types (`#shared/schemas/*`).
 */

/** A path of our API. */
export type ApiPath = `/api/${string}`;

export interface ApiRequestInit {
  method?: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as multipart. */
  form?: FormData;
  /** The request outlives the page (sent while it unloads). */
  keepalive?: boolean;
  /** A bearer token (the remote's pairing or access token, decision 060) in the Authorization header. */
  bearer?: string;
  /** Aborts the request (a stream read with fetch). */
  signal?: AbortSignal;
}

/** What the browser says when the request never reached the server. */
const offline = () => new ApiError(0, OFFLINE_ERROR_CODE, PWA_MESSAGES.offlineAction);

/**
 * The raw answer (binary downloads, callers that read the status themselves); a network failure throws the
 * offline error, an error answer is returned as it is.
 */
export async function apiResponse(path: ApiPath, init: ApiRequestInit = {}): Promise<Response> {
  const { json, form, method = 'GET', keepalive, bearer, signal } = init;
  if (bearer === undefined && isGuestMode()) {
    // A guest's routes are answered in this browser (decision 061), loaded only once a guest uses them.
    const { guestResponse } = await import('#web/lib/guest/guest-backend.ts');
    const answer = await guestResponse(path, init);
    if (answer) return answer;
  }
  const headers: Record<string, string> = {};
  if (json !== undefined) headers['content-type'] = 'application/json';
  if (bearer !== undefined) headers.authorization = `Bearer ${bearer}`;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: Object.keys(headers).length > 0 ? headers : undefined,
      body: json === undefined ? form : JSON.stringify(json),
      ...(keepalive ? { keepalive } : {}),
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    // An aborted request is the caller's doing, not a lost connection.
    if (signal?.aborted) throw error;
    throw offline();
  }
  // A first visit: the service worker is not in charge yet and will keep a copy of this (decision 068).
  if (bearer === undefined) holdAnswerForWorker(path, method, response);
  return response;
}

/** A request answered with JSON (or 204: undefined); an error answer throws an ApiError. */
export async function apiRequest<T>(path: ApiPath, init: ApiRequestInit = {}): Promise<T> {
  const response = await apiResponse(path, init);
  if (response.status === 204) return undefined as T;
  return readJson<T>(response);
}

/** A binary answer (a download): an error answer throws an ApiError with the server's message. */
export async function apiDownload(path: ApiPath): Promise<Response> {
  const response = await apiResponse(path);
  if (!response.ok) await readJson(response);
  return response;
}

/** A file the server named by URL (a sound, a GIF through the media proxy): the raw answer. */
export function fetchFile(url: string, init: RequestInit = {}): Promise<Response> {
  // A guest's file on this page (decision 061): its Blob, not a fetch the CSP would refuse.
  const local = guestBlob(url);
  if (local)
    return Promise.resolve(new Response(local, { headers: { 'content-type': local.type } }));
  return fetch(url, { credentials: 'same-origin', ...init });
}

/** The file in a multipart form's `file` field. */
export function fileForm(file: File): FormData {
  const form = new FormData();
  form.append('file', file);
  return form;
}
