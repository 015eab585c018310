import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const temporaryDirs: string[] = [];
afterAll(async () => {
  await Promise.all(temporaryDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

function runMain(env: Record<string, string>, untilOutput?: RegExp) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', LOG_LEVEL: 'info', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (untilOutput?.test(stdout)) child.kill('SIGTERM');
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return address.port;
}

// Each test spawns a whole server process; on a busy 2-core machine that takes several seconds.
describe('start-up', { timeout: 90_000 }, () => {
  it('stops with one line naming DATABASE_URL and exit code 1 when the database is unreachable', async () => {
    const port = await freePort();
    const result = await runMain({ DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/x` });
    expect(result.code).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Soundboard cannot start: DATABASE_URL: cannot open the database/);
  });

  it('stops with exit code 1 naming a malformed variable', async () => {
    const result = await runMain({ PORT: 'not-a-port' });
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toMatch(/^Soundboard cannot start: Invalid configuration: PORT /);
  });

  it('starts on the embedded database, migrates, and shuts down cleanly on SIGTERM', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'soundboard-data-'));
    temporaryDirs.push(dataDir);
    const port = await freePort();
    const result = await runMain(
      { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' },
      /Soundboard is serving/,
    );
    expect(result.stdout).toContain('migrations applied');
    expect(result.stdout).toContain('generated the auth secret');
    expect(result.stdout.match(/e-mail verification is off/g)).toHaveLength(1);
    expect(result.stdout).toContain(`Soundboard is serving http://127.0.0.1:${port}`);
    expect(result.code).toBe(0);
  });
});
