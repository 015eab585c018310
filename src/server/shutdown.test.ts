import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { request, type IncomingMessage } from 'node:http';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';

const temporaryDirs: string[] = [];
const children: ChildProcess[] = [];
afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await Promise.all(temporaryDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return address.port;
}

/** The real server process on the embedded database; resolves once it serves. */
async function startMain(port: number, env: Record<string, string> = {}) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'soundboard-data-'));
  temporaryDirs.push(dataDir);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      ...env,
    },
  });
  children.push(child);
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const output = async (pattern: RegExp) => {
    while (!pattern.test(stdout)) {
      if (child.exitCode !== null) throw new Error(`server exited early:\n${stdout}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  await output(/Soundboard is serving/);
  return { child, exited, output };
}

/** Whether a new TCP connection to the port is refused. */
function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

/** A sign-up whose body arrives in two parts: the server holds the request open, waiting for the rest. */
async function slowSignUp(port: number, email: string) {
  const body = JSON.stringify({ email, password: 'correct horse battery' });
  const half = Math.floor(body.length / 2);
  const inFlight = request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/auth/sign-up/email',
    agent: false,
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      origin: `http://127.0.0.1:${port}`,
      connection: 'keep-alive',
    },
  });
  const answered = new Promise<{ response: IncomingMessage; text: string }>((resolve, reject) => {
    inFlight.once('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ response, text }));
    });
    inFlight.once('error', reject);
  });
  inFlight.write(body.slice(0, half));
  inFlight.flushHeaders();
  // Lets the server accept the connection and start on the request before the test signals it.
  await new Promise((resolve) => setTimeout(resolve, 200));
  return { answered, finish: () => inFlight.end(body.slice(half)) };
}

async function sigterm(server: Awaited<ReturnType<typeof startMain>>, port: number) {
  server.child.kill('SIGTERM');
  await server.output(/shutting down/);
  while (!(await refused(port))) await new Promise((resolve) => setTimeout(resolve, 50));
}

// Each test spawns a whole server process (embedded database) — in the PGlite project only; on a busy
// 2-core machine that takes several seconds.
describe.runIf(inject('database') === 'pglite')('shutdown on SIGTERM', { timeout: 90_000 }, () => {
  it('finishes the request in flight, refuses new connections and exits 0', async () => {
    const port = await freePort();
    const server = await startMain(port);
    const signUp = await slowSignUp(port, 'inflight@example.test');

    await sigterm(server, port);
    expect(server.child.exitCode).toBeNull();

    signUp.finish();
    const { response, text } = await signUp.answered;
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(text)).toMatchObject({ user: { email: 'inflight@example.test' } });
    // The client is told not to reuse the connection: nothing keeps the closing server waiting.
    expect(response.headers.connection).toBe('close');
    expect(await server.exited).toBe(0);
  });

  it('exits 0 after the grace period even when a request never finishes', async () => {
    const port = await freePort();
    const server = await startMain(port, { SHUTDOWN_GRACE_SECONDS: '1' });
    const stuck = await slowSignUp(port, 'stuck@example.test');

    await sigterm(server, port);
    // The grace period (SHUTDOWN_GRACE_SECONDS) ends with the stuck connection dropped.
    await expect(stuck.answered).rejects.toThrow(/socket hang up|ECONNRESET/);
    expect(await server.exited).toBe(0);
  });
});
