import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send, signUp } from '#server/test/auth-client.ts';
import { pngBytes, uploadProfileFile } from '#server/test/profile-factories.ts';
import { createTestApp, testStorage, type TestApp } from '#server/test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '#server/test/test-database.ts';
import type { Storage } from '#server/storage/storage.ts';
import type { Profile } from '#shared/schemas/profile.ts';
import { parseFileUrl } from '#shared/storage.ts';

let database: TestDatabase;
let app: TestApp;
let storage: Storage;
beforeAll(async () => {
  database = await createTestDatabase();
  storage = testStorage();
  app = createTestApp(database, { storage });
});
afterAll(async () => {
  await database.destroy();
});

async function stored(url: string | null) {
  const parsed = url ? parseFileUrl(url) : null;
  if (!parsed) throw new Error(`not a stored file URL: ${url}`);
  return storage.stat(parsed.bucket, parsed.path);
}

describe('POST /api/me/profile/files', () => {
  it('stores an avatar, sets avatar_url and serves the file back', async () => {
    const { cookie, userId } = await signUp(app);
    const bytes = pngBytes();
    const response = await uploadProfileFile(app, cookie, {
      bucket: 'avatars',
      bytes,
      name: 'me.png',
    });
    expect(response.status).toBe(200);
    const profile = (await response.json()) as Profile;
    expect(profile.avatar_url).toMatch(
      new RegExp(`^/files/avatars/${userId}/avatar_url-\\d+-[0-9a-f]+\\.png$`),
    );
    const file = await send(app, profile.avatar_url!);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes);
    const me = (await (await send(app, '/api/me', { cookie })).json()) as { profile: Profile };
    expect(me.profile.avatar_url).toBe(profile.avatar_url);
  });

  it('replaces the previous avatar and removes its file', async () => {
    const { cookie } = await signUp(app);
    const upload = (rgb: [number, number, number]) =>
      uploadProfileFile(app, cookie, {
        bucket: 'avatars',
        bytes: pngBytes({ rgb }),
        name: 'a.png',
      });
    const first = (await (await upload([1, 2, 3])).json()) as Profile;
    const second = (await (await upload([4, 5, 6])).json()) as Profile;
    expect(second.avatar_url).not.toBe(first.avatar_url);
    expect(await stored(first.avatar_url)).toBeNull();
    expect(await stored(second.avatar_url)).not.toBeNull();
  });

  it('refuses a renamed non-image with 415, whatever its name and declared type', async () => {
    const { cookie } = await signUp(app);
    const response = await uploadProfileFile(app, cookie, {
      bucket: 'avatars',
      bytes: new TextEncoder().encode('just some text pretending to be a picture'),
      name: 'photo.png',
      type: 'image/png',
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({
      error: {
        code: 'unsupported_media_type',
        message: 'Invalid file type. Please use PNG, JPG, or GIF images.',
      },
    });
  });

  it('refuses an avatar over 2 MB with 413 and the spec text; backgrounds take up to 5 MB', async () => {
    const { cookie } = await signUp(app);
    const big = pngBytes({ padTo: 3 * 1024 * 1024 });
    const avatar = await uploadProfileFile(app, cookie, {
      bucket: 'avatars',
      bytes: big,
      name: 'b.png',
    });
    expect(avatar.status).toBe(413);
    expect(await avatar.json()).toEqual({
      error: { code: 'payload_too_large', message: 'File is too large. Max 2MB.' },
    });
    const background = await uploadProfileFile(app, cookie, {
      bucket: 'profile-backgrounds',
      bytes: big,
      name: 'b.png',
    });
    expect(background.status).toBe(200);
    const huge = pngBytes({ padTo: 6 * 1024 * 1024 });
    const tooBig = await uploadProfileFile(app, cookie, {
      bucket: 'profile-backgrounds',
      bytes: huge,
      name: 'c.png',
    });
    expect(tooBig.status).toBe(413);
    expect(await tooBig.json()).toMatchObject({
      error: { message: 'File is too large. Max 5MB.' },
    });
  });

  it('refuses an unknown bucket and visitors', async () => {
    const { cookie } = await signUp(app);
    const wrong = await uploadProfileFile(app, cookie, {
      bucket: 'sounds',
      bytes: pngBytes(),
      name: 'x.png',
    });
    expect(wrong.status).toBe(400);
    const visitor = await uploadProfileFile(app, '', {
      bucket: 'avatars',
      bytes: pngBytes(),
      name: 'x.png',
    });
    expect(visitor.status).toBe(401);
  });
});

describe('DELETE /api/me/profile/background', () => {
  it('clears the url and settings and removes the file', async () => {
    const { cookie } = await signUp(app);
    const uploaded = (await (
      await uploadProfileFile(app, cookie, {
        bucket: 'profile-backgrounds',
        bytes: pngBytes(),
        name: 'bg.png',
      })
    ).json()) as Profile;
    expect(uploaded.profile_background_image_url).toMatch(
      /^\/files\/profile-backgrounds\/.+\/profile_background_image_url-/,
    );
    await send(app, '/api/me/profile', {
      method: 'PATCH',
      body: { profile_background_settings: { size: 'auto' } },
      cookie,
    });

    const response = await send(app, '/api/me/profile/background', { method: 'DELETE', cookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      profile_background_image_url: null,
      profile_background_settings: {},
    });
    expect(await stored(uploaded.profile_background_image_url)).toBeNull();
    expect((await send(app, uploaded.profile_background_image_url!)).status).toBe(404);
  });
});
