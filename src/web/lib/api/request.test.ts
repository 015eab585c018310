import { afterEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_ERROR_CODE, PWA_MESSAGES } from '#shared/pwa-messages.ts';
import { ApiError } from './read-json.ts';
import { apiDownload, apiRequest, fileForm } from './request.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function stubFetch(answer: () => Promise<Response>) {
  const fetchMock = vi.fn((_url: string, _init?: RequestInit) => answer());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('sends JSON with its content type and the session cookie, and reads the JSON answer', async () => {
    const fetchMock = stubFetch(() => Promise.resolve(json({ id: 'b1' })));
    await expect(
      apiRequest<{ id: string }>('/api/boards', { method: 'POST', json: { name: 'Mine' } }),
    ).resolves.toEqual({ id: 'b1' });
    expect(fetchMock).toHaveBeenCalledWith('/api/boards', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: '{"name":"Mine"}',
    });
  });

  it('sends a form as multipart (the browser sets its content type)', async () => {
    const fetchMock = stubFetch(() => Promise.resolve(json({})));
    const form = fileForm(new File(['x'], 'a.png'));
    await apiRequest('/api/sounds', { method: 'POST', form });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe(form);
    expect(init?.headers).toBeUndefined();
  });

  it('sends a bearer token in the Authorization header (the remote, decision 060)', async () => {
    const fetchMock = stubFetch(() => Promise.resolve(json({ players: 1 }, 202)));
    await apiRequest('/api/remote/boards/b1/stop-all', { method: 'POST', bearer: 'sbrp_x' });
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toEqual({ authorization: 'Bearer sbrp_x' });
  });

  it('reads 204 as no content', async () => {
    stubFetch(() => Promise.resolve(new Response(null, { status: 204 })));
    await expect(apiRequest('/api/boards/b1', { method: 'DELETE' })).resolves.toBeUndefined();
  });

  it("turns an error answer into an ApiError with the server's code and message", async () => {
    stubFetch(() => Promise.resolve(json({ error: { code: 'not_found', message: 'Gone.' } }, 404)));
    const error = await apiRequest('/api/boards/b1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'not_found', message: 'Gone.' });
  });

  it("turns a request that never reached the server into the service worker's offline error", async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await apiRequest('/api/boards').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: OFFLINE_ERROR_CODE, message: PWA_MESSAGES.offlineAction });
  });
});

describe('apiDownload', () => {
  it('returns a binary answer as it is and throws on an error answer', async () => {
    stubFetch(() => Promise.resolve(new Response('zip', { status: 200 })));
    expect(await (await apiDownload('/api/boards/b1/export')).text()).toBe('zip');
    stubFetch(() => Promise.resolve(json({ error: { code: 'forbidden', message: 'No.' } }, 403)));
    await expect(apiDownload('/api/boards/b1/export')).rejects.toMatchObject({ status: 403 });
  });
});
