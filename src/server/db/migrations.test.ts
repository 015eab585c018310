import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from './migrate.ts';

const run = promisify(execFile);
let copy: string | undefined;
afterAll(async () => {
  if (copy) await rm(copy, { recursive: true, force: true });
});

describe('committed migrations', () => {
  it('match the schema: generating again produces nothing new', async () => {
    // drizzle-kit only takes an --out relative to the working directory.
    await mkdir('node_modules/.cache', { recursive: true });
    copy = path.relative(process.cwd(), await mkdtemp('node_modules/.cache/migration-check-'));
    await cp(MIGRATIONS_DIR, copy, { recursive: true });
    const before = await readdir(copy);
    const { stdout } = await run(
      'npx',
      [
        'drizzle-kit',
        'generate',
        '--dialect',
        'postgresql',
        '--schema',
        './src/server/db/schema.ts',
        '--out',
        copy,
      ],
      { timeout: 60_000 },
    );
    expect(stdout).toContain('No schema changes');
    expect(await readdir(copy)).toEqual(before);
  }, 90_000);
});
