import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send, signUp } from '#server/test/auth-client.ts';
import { sendForm, restoreLibraryViaApi } from '#server/test/boards-factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '#server/test/test-database.ts';
import { readLibraryArchive } from '#server/test/library-archives.ts';
import { solidPng } from '../../../../e2e/fixtures/images.ts';

// Decision 062: the backup holds the profile's avatar and background; a restore gives them to an account
// that has none, and leaves an account's own.

let database: TestDatabase;
let app: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  app = createTestApp(database);
});
afterAll(async () => {
  await database.destroy();
});

interface ProfileImages {
  avatar_url: string | null;
  profile_background_image_url: string | null;
}

async function setProfileFile(cookie: string, bucket: string, png: Uint8Array) {
  const form = new FormData();
  form.set('bucket', bucket);
  form.set('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'p.png');
  const response = await sendForm(app, '/api/me/profile/files', form, { cookie, method: 'POST' });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as ProfileImages;
}

const profileOf = async (cookie: string) =>
  ((await (await send(app, '/api/me', { cookie })).json()) as { profile: ProfileImages }).profile;
const bytesAt = async (url: string) => new Uint8Array(await (await app.request(url)).arrayBuffer());

const restore = (cookie: string, bytes: Uint8Array) => restoreLibraryViaApi(app, cookie, bytes);

describe('the profile’s avatar and background in a library backup (decision 062)', () => {
  it('are backed up, and restored into an account that has none', async () => {
    const owner = await signUp(app);
    const avatar = solidPng(3, 3, [255, 0, 0]);
    const background = solidPng(4, 4, [0, 0, 255]);
    await setProfileFile(owner.cookie, 'avatars', avatar);
    await setProfileFile(owner.cookie, 'profile-backgrounds', background);
    const backup = new Uint8Array(
      await (await send(app, '/api/me/library/backup', { cookie: owner.cookie })).arrayBuffer(),
    );
    const { files, document } = readLibraryArchive(backup);
    expect(files[document.settings.avatar!]).toEqual(avatar);
    expect(files[document.settings.profile_background!]).toEqual(background);

    const user = await signUp(app);
    expect((await restore(user.cookie, backup)).status).toBe(200);
    const restored = await profileOf(user.cookie);
    expect(await bytesAt(restored.avatar_url!)).toEqual(avatar);
    expect(await bytesAt(restored.profile_background_image_url!)).toEqual(background);
    expect(restored.avatar_url).not.toBe((await profileOf(owner.cookie)).avatar_url);

    // An account with an avatar of its own keeps it (and stores no second copy).
    const other = await signUp(app);
    const own = await setProfileFile(other.cookie, 'avatars', solidPng(2, 2, [0, 255, 0]));
    const before = (await (
      await send(app, '/api/me/storage', { cookie: other.cookie })
    ).json()) as {
      used_bytes: number;
    };
    expect((await restore(other.cookie, backup)).status).toBe(200);
    const after = await profileOf(other.cookie);
    expect(after.avatar_url).toBe(own.avatar_url);
    expect(await bytesAt(after.profile_background_image_url!)).toEqual(background);
    const used = (await (await send(app, '/api/me/storage', { cookie: other.cookie })).json()) as {
      used_bytes: number;
    };
    expect(used.used_bytes).toBe(before.used_bytes + background.byteLength);
  });
});
