import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveAuthSecret } from './auth-secret.ts';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'soundboard-secret-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('resolveAuthSecret', () => {
  it('uses AUTH_SECRET when it is set', async () => {
    const secret = 'x'.repeat(40);
    expect(await resolveAuthSecret(secret, dataDir)).toEqual({ secret, source: 'env' });
  });

  it('generates a secret once, readable only by its owner, and keeps it', async () => {
    const dir = path.join(dataDir, 'fresh');
    const first = await resolveAuthSecret(undefined, dir);
    expect(first.source).toBe('generated');
    expect(first.secret.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dir, 'auth-secret');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await readFile(file, 'utf8')).trim()).toBe(first.secret);
    expect(await resolveAuthSecret(undefined, dir)).toEqual({
      secret: first.secret,
      source: 'file',
    });
  });

  it('replaces a file too short to be a secret', async () => {
    const dir = path.join(dataDir, 'short');
    await resolveAuthSecret(undefined, dir);
    await writeFile(path.join(dir, 'auth-secret'), 'short\n');
    const replaced = await resolveAuthSecret(undefined, dir);
    expect(replaced.source).toBe('generated');
    expect(replaced.secret).not.toBe('short');
  });
});
