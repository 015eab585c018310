import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { openEmbedded } from './embedded-early.ts';

/** The embedded database's folder: made on first start, opened afterwards (decision 022). */
const folders: string[] = [];
afterEach(async () => {
  await Promise.all(folders.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

async function newFolder(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'embedded-early-'));
  folders.push(dir);
  return dir;
}

/** Runs `open` and counts the worker threads this process started meanwhile. */
async function countingWorkers<T>(open: () => Promise<T>): Promise<{ value: T; workers: number }> {
  let workers = 0;
  const count = (_worker: Worker) => void workers++;
  process.on('worker', count);
  try {
    return { value: await open(), workers };
  } finally {
    process.off('worker', count);
  }
}

describe('opening the embedded database', () => {
  it('makes a new folder in another process, so this one starts only the serving thread', async () => {
    const dataDir = path.join(await newFolder(), 'nested', 'db');
    const { value: client, workers } = await countingWorkers(() => openEmbedded(dataDir));
    try {
      expect(workers).toBe(1);
      expect(existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true);
      await client.exec('create table made_here (id int)');
      expect((await client.query('select count(*)::int as n from made_here')).rows).toEqual([
        { n: 0 },
      ]);
    } finally {
      await client.close();
    }
    const again = await openEmbedded(dataDir);
    try {
      expect((await again.query("select to_regclass('made_here') as t")).rows).toEqual([
        { t: 'made_here' },
      ]);
    } finally {
      await again.close();
    }
  });

  it('fails with the reason when the folder cannot be made', async () => {
    const blocker = path.join(await newFolder(), 'a-file');
    await writeFile(blocker, 'not a folder');
    await expect(openEmbedded(path.join(blocker, 'db'))).rejects.toThrow(/EEXIST|ENOTDIR/);
  });
});
