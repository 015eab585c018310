import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { request, type IncomingMessage } from 'node:http';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, inject, it } from 'vitest';

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
async function startMain(port: number) {
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

// Spawns a whole server process (embedded database) — once, in the PGlite project; on a busy 2-core
// machine that takes several seconds.
it.runIf(inject('database') === 'pglite')(
  'finishes the request in flight on SIGTERM, refuses new connections and exits 0',
  { timeout: 90_000 },
  async () => {
    const port = await freePort();
    const server = await startMain(port);

    // A sign-up whose body arrives in two parts: the server holds it open, waiting for the rest.
    const body = JSON.stringify({
      email: 'inflight@example.test',
      password: 'correct horse battery',
    });
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
    await new Promise((resolve) => setTimeout(resolve, 200));

    server.child.kill('SIGTERM');
    await server.output(/shutting down/);
    while (!(await refused(port))) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.child.exitCode).toBeNull();

    inFlight.end(body.slice(half));
    const { response, text } = await answered;
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(text)).toMatchObject({ user: { email: 'inflight@example.test' } });
    // The client is told not to reuse the connection: nothing keeps the closing server waiting.
    expect(response.headers.connection).toBe('close');
    expect(await server.exited).toBe(0);
  },
);
