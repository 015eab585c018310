import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeCacheStorage } from '#web/test/fake-cache-storage.ts';
import { API_CACHE, FILES_CACHE } from './app-caches.ts';
import { offlineSession, sessionEnded, sessionSeen } from './session-privacy.ts';
import { readSessionRecord } from './session-record.ts';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const NOW = Date.parse('2026-11-27T09:00:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;
const aSession = { userId: A, expiresAt: NOW + 7 * DAY_MS };
const bSession = { userId: B, expiresAt: NOW + 7 * DAY_MS };
const fileOf = (owner: string) => `${location.origin}/files/sounds/${owner}/1700000000000-ab12.wav`;

let caches: FakeCacheStorage;

/** The browser as A left it: A's answers cached, A's private sound and B's public one kept. */
async function keep(...owners: string[]) {
  await (await caches.open(API_CACHE)).put(`${location.origin}/api/boards`, new Response('[]'));
  const files = await caches.open(FILES_CACHE);
  for (const owner of owners) await files.put(fileOf(owner), new Response('x'));
}

beforeEach(() => {
  caches = new FakeCacheStorage();
  vi.stubGlobal('caches', caches);
  vi.stubGlobal('indexedDB', new IDBFactory());
  localStorage.clear();
  return () => vi.unstubAllGlobals();
});

describe('a session that ends', () => {
  it("takes the user's cached answers and files with it, and leaves other owners' files", async () => {
    await sessionSeen(aSession);
    await keep(A, B);
    await sessionSeen(aSession);
    expect(caches.urls(FILES_CACHE)).toEqual([fileOf(A), fileOf(B)]);
    expect(await caches.has(API_CACHE)).toBe(true);

    await sessionSeen(null);
    expect(caches.urls(FILES_CACHE)).toEqual([fileOf(B)]);
    expect(await caches.has(API_CACHE)).toBe(false);
    expect(readSessionRecord()).toEqual({ current: null, ended: [A] });
  });

  it('ends when another user signs in', async () => {
    await sessionSeen(aSession);
    await keep(A, B);
    await sessionSeen(bSession);
    expect(caches.urls(FILES_CACHE)).toEqual([fileOf(B)]);
    expect(readSessionRecord()).toEqual({ current: bSession, ended: [A] });
  });

  it('ends at Log out, even when the server was never told', async () => {
    await sessionSeen(aSession);
    await keep(A);
    await sessionEnded();
    expect(caches.urls(FILES_CACHE)).toEqual([]);
    expect(await offlineSession(NOW)).toBeNull();
  });

  it('sweeps again what a download still under way kept afterwards, until the user signs in again', async () => {
    await sessionSeen(aSession);
    await sessionSeen(null);
    await keep(A);
    await sessionSeen(null);
    expect(caches.urls(FILES_CACHE)).toEqual([]);

    await sessionSeen(aSession);
    await keep(A);
    await sessionSeen(aSession);
    expect(caches.urls(FILES_CACHE)).toEqual([fileOf(A)]);
    expect(readSessionRecord().ended).toEqual([]);
  });
});

describe('offline', () => {
  it('the remembered session is used until it expires', async () => {
    await sessionSeen(aSession);
    await keep(A);
    expect(await offlineSession(NOW + DAY_MS)).toEqual(aSession);
    expect(caches.urls(FILES_CACHE)).toEqual([fileOf(A)]);
  });

  it('after its expiry it is forgotten, with its answers and files', async () => {
    await sessionSeen(aSession);
    await keep(A, B);
    expect(await offlineSession(aSession.expiresAt)).toBeNull();
    expect(caches.urls(FILES_CACHE)).toEqual([fileOf(B)]);
    expect(await caches.has(API_CACHE)).toBe(false);
  });

  it("a visitor's cached public answers stay", async () => {
    await sessionSeen(null);
    await keep(B);
    expect(await offlineSession(NOW)).toBeNull();
    expect(await caches.has(API_CACHE)).toBe(true);
    expect(caches.urls(FILES_CACHE)).toEqual([fileOf(B)]);
  });
});
