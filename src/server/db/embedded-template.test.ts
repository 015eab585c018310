import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createEmbeddedFolder, ensureTemplate } from './embedded-template.ts';
import { openPgliteProxy } from './pglite-proxy.ts';

/** A new embedded folder is a copy of a folder initdb made once (decision 067). */
const folders: string[] = [];
afterEach(async () => {
  await Promise.all(folders.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

async function newFolder(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'embedded-template-'));
  folders.push(dir);
  return dir;
}

async function tables(dataDir: string): Promise<string[]> {
  const client = await openPgliteProxy(dataDir);
  try {
    const { rows } = await client.query(
      "select tablename from pg_tables where schemaname = 'public' order by 1",
    );
    return (rows as { tablename: string }[]).map((row) => row.tablename);
  } finally {
    await client.close();
  }
}

describe('new embedded folders', () => {
  it('are copies of the template, each a database of its own', async () => {
    const root = await newFolder();
    const template = await ensureTemplate(root);
    // A file only the template has: a folder that holds it was copied, not made by another initdb.
    await writeFile(path.join(template, 'made-by-this-test'), '');
    const [first, second] = [path.join(root, 'one', 'db'), path.join(root, 'two', 'db')];

    expect(await createEmbeddedFolder(first, root)).toBe('template');
    expect(existsSync(path.join(first, 'made-by-this-test'))).toBe(true);
    const client = await openPgliteProxy(first);
    await client.exec('create table only_in_the_first (id int)');
    await client.close();

    expect(await createEmbeddedFolder(second, root)).toBe('template');
    expect(await tables(first)).toEqual(['only_in_the_first']);
    expect(await tables(second)).toEqual([]);
    expect(await tables(template)).toEqual([]);
  }, 300_000);

  it('prepare the template once for callers asking at the same time, leaving nothing half-made', async () => {
    const root = await newFolder();
    const [a, b] = await Promise.all([ensureTemplate(root), ensureTemplate(root)]);
    expect(a).toBe(b);
    expect(await readdir(root)).toEqual([path.basename(a)]);
    expect(existsSync(path.join(a, 'PG_VERSION'))).toBe(true);
  }, 300_000);

  it('run initdb in the folder where no template can be kept', async () => {
    const dir = await newFolder();
    const blocker = path.join(dir, 'a-file');
    await writeFile(blocker, 'not a folder');
    const dataDir = path.join(dir, 'db');
    expect(await createEmbeddedFolder(dataDir, path.join(blocker, 'templates'))).toBe('initdb');
    expect(await tables(dataDir)).toEqual([]);
  }, 300_000);

  it('replace an empty folder made beforehand, and leave one with files alone', async () => {
    const root = await newFolder();
    await ensureTemplate(root);
    const empty = path.join(root, 'empty');
    const full = path.join(root, 'full');
    await Promise.all([mkdir(empty), mkdir(full)]);
    await writeFile(path.join(full, 'somebody-elses'), '');
    expect(await createEmbeddedFolder(empty, root)).toBe('template');
    expect(existsSync(path.join(empty, 'PG_VERSION'))).toBe(true);
    await expect(createEmbeddedFolder(full, root)).rejects.toThrow(/ENOTEMPTY|EEXIST/);
    expect(await readdir(full)).toEqual(['somebody-elses']);
    // Nothing copied aside stays behind.
    expect((await readdir(root)).sort()).toEqual(
      ['empty', 'full', path.basename(await ensureTemplate(root))].sort(),
    );
  }, 300_000);
});
