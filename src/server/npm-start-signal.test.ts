import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '#server/test/server-process.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const temporaryDirs: string[] = [];
afterAll(async () => {
  await Promise.all(temporaryDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** True while something accepts connections on the port. */
const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

// What a container runtime or systemd does to the main process: SIGTERM to `npm start` itself. The server
// must drain and exit 0, not be left serving, orphaned, when npm and its shell are gone.
// Once (embedded database): the signal path does not depend on the database. It may build the app first.
describe.runIf(inject('database') === 'pglite')('npm start', { timeout: 300_000 }, () => {
  it('passes SIGTERM on to the server, which drains and exits 0', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'soundboard-npm-start-'));
    temporaryDirs.push(dataDir);
    const port = await freePort();
    const npm = spawn('npm', ['start'], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        NODE_ENV: 'production',
        LOG_LEVEL: 'info',
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
      },
    });
    let output = '';
    npm.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    npm.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => npm.on('exit', resolve));
    await new Promise<void>((resolve, reject) => {
      npm.stdout.on('data', () => {
        if (output.includes('Soundboard is serving')) resolve();
      });
      void exited.then((code) => reject(new Error(`npm start exited (${code}):\n${output}`)));
    });
    expect(await listening(port)).toBe(true);

    npm.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output).toContain('"signal":"SIGTERM"');
    expect(output).toContain('shutting down');
    // Nothing left serving on the port: no orphaned server.
    expect(await listening(port)).toBe(false);
  });
});
