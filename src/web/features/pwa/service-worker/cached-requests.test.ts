import { describe, expect, it } from 'vitest';
import {
  isApiChange,
  isAppCode,
  isCachedApi,
  isCachedFile,
  type RequestFacts,
} from './cached-requests.ts';

const origin = 'https://boards.example';
const facts = (method: string, path: string, extra: Partial<RequestFacts> = {}): RequestFacts => ({
  method,
  url: new URL(path, origin),
  origin,
  hasRange: false,
  ...extra,
});

describe('what the service worker keeps', () => {
  it("keeps the app's code (hashed /assets/ files) when first used, only its own and only GETs", () => {
    expect(isAppCode(facts('GET', '/assets/button-editor-dialog-bz9lRG8N.js'))).toBe(true);
    expect(isAppCode(facts('GET', '/files/sounds/u/a.wav'))).toBe(false);
    expect(isAppCode(facts('GET', '/index.html'))).toBe(false);
    expect(isAppCode(facts('POST', '/assets/x.js'))).toBe(false);
    expect(
      isAppCode({ ...facts('GET', '/assets/x.js'), url: new URL('https://x.test/assets/x.js') }),
    ).toBe(false);
  });

  it('keeps the API answers a board needs offline, and never auth, realtime or other answers', () => {
    for (const path of [
      '/api/me',
      '/api/me/likes',
      '/api/boards',
      '/api/boards/popular?limit=12',
      '/api/boards/6f1c0a52-0000-4000-8000-000000000000',
      '/api/sounds',
      '/api/profiles/someone',
    ])
      expect(isCachedApi(facts('GET', path)), path).toBe(true);
    for (const path of [
      '/api/auth/get-session',
      '/api/realtime',
      '/api/trash',
      '/api/me/storage',
      '/api/boards/6f1c/buttons',
      '/api/functions/gif-proxy',
    ])
      expect(isCachedApi(facts('GET', path)), path).toBe(false);
    expect(isCachedApi(facts('POST', '/api/boards'))).toBe(false);
    expect(
      isCachedApi({ ...facts('GET', '/api/boards'), url: new URL('https://x.test/api/boards') }),
    ).toBe(false);
  });

  it('keeps whole stored files of this site, not ranges or other sites', () => {
    expect(isCachedFile(facts('GET', '/files/sounds/u/1-a.wav'))).toBe(true);
    expect(isCachedFile(facts('GET', '/files/sounds/u/1-a.wav', { hasRange: true }))).toBe(false);
    expect(isCachedFile(facts('HEAD', '/files/sounds/u/1-a.wav'))).toBe(false);
    expect(
      isCachedFile({ ...facts('GET', '/'), url: new URL('https://cdn.test/files/sounds/a.wav') }),
    ).toBe(false);
  });

  it('answers changes to the API (not sign-in and sign-out) when the network is gone', () => {
    expect(isApiChange(facts('POST', '/api/boards'))).toBe(true);
    expect(isApiChange(facts('PATCH', '/api/boards/1/buttons/2'))).toBe(true);
    expect(isApiChange(facts('DELETE', '/api/sounds/1'))).toBe(true);
    expect(isApiChange(facts('POST', '/api/auth/sign-out'))).toBe(false);
    expect(isApiChange(facts('GET', '/api/boards'))).toBe(false);
  });
});
