import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** A free TCP port on loopback. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return address.port;
}

export interface ServerProcess {
  child: ChildProcess;
  origin: string;
  /** Everything the process wrote to stdout so far (pino JSON lines). */
  output(): string;
  /** kill -9: no shutdown handlers, no flushing. Resolves once the process is gone. */
  kill9(): Promise<void>;
  /** SIGTERM and the graceful shutdown; resolves with the exit code. */
  stop(): Promise<number | null>;
}

/**
 * The real server (`node --import tsx src/server/main.ts`) on the embedded database in `dataDir`, with the
 * file janitor's minimum age at 0 so that its start-up pass sweeps everything left over. Resolves once it
 * serves and that first janitor pass is done.
 */
export async function startServerProcess(
  dataDir: string,
  /** Extra environment, e.g. DATABASE_URL and AUTH_SECRET for instances sharing a PostgreSQL server. */
  extraEnv: Record<string, string> = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      LOG_LEVEL: 'debug',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      FILE_JANITOR_MIN_AGE_SECONDS: '0',
      ...extraEnv,
    },
  });
  let stdout = '';
  let stderr = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  await new Promise<void>((resolve, reject) => {
    const check = () => {
      if (
        stdout.includes('Soundboard is serving') &&
        stdout.includes('background jobs pass done')
      ) {
        resolve();
      }
    };
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      check();
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    void exited.then((code) => reject(new Error(`server exited (${code}): ${stderr}${stdout}`)));
  });
  return {
    child,
    origin: `http://127.0.0.1:${port}`,
    output: () => stdout,
    async kill9() {
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      child.kill('SIGTERM');
      return exited;
    },
  };
}
