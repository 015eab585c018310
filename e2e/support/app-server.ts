import { spawn } from 'node:child_process';
import path from 'node:path';
import { TEST_SERVER_ENTRY } from './test-build.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface AppServer {
  origin: string;
  stop(): Promise<void>;
}

/**
 * A server of its own for a test that must restart it (a new build deployed): the run's copy of the compiled
 * server (taken by the Playwright web server's start-up, e2e/support/test-build.ts) serving the web build in
 * `webDist`, on `port`.
 */
export async function startAppServer(options: {
  dataDir: string;
  webDist: string;
  port: number;
}): Promise<AppServer> {
  const origin = `http://127.0.0.1:${options.port}`;
  const child = spawn(process.execPath, [TEST_SERVER_ENTRY], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(options.port),
      PUBLIC_URL: origin,
      DATA_DIR: options.dataDir,
      WEB_DIST_DIR: options.webDist,
    },
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  for (let waited = 0; ; waited += 100) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ready = await fetch(`${origin}/api/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (waited > 60_000) throw new Error('server did not become ready in 60 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    origin,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
