/**
 * The server under test as its own process (`node --import tsx src/server/main.ts`, with the environment `npm start` sets), so the load generator
 * and the server don't share a CPU budget or an event loop. CPU time and peak memory come from /proc.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { startEnv } from '../server/server-args.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const TICKS_PER_SECOND = 100;

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (typeof address !== 'object' || !address) throw new Error('no free port');
  return address.port;
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** User + system CPU time of the server process so far, in ms. */
  cpuMs(): number;
  /** Peak resident memory of the server process, in MB. */
  peakRssMb(): number;
  /** Resident memory of the server process now, in MB. */
  rssMb(): number;
  /** SIGTERM, then the exit code. */
  stop(): Promise<number | null>;
}

export interface ServerProcessOptions {
  /** Node arguments that start the server; tsx on the sources unless given. */
  args?: string[];
  /** How often readiness is polled while starting (the start-up figure's resolution). */
  pollMs?: number;
}

export const TSX_SERVER_ARGS = ['--import', 'tsx', 'src/server/main.ts'];

export async function startServerProcess(
  env: Record<string, string>,
  options: ServerProcessOptions = {},
): Promise<ServerProcess> {
  const { args = TSX_SERVER_ARGS, pollMs = 100 } = options;
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      ...startEnv(),
      HOST: '127.0.0.1',
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ready = await fetch(`${url}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (attempt * pollMs > 60_000) throw new Error('server did not become ready in 60 s');
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  const pid = child.pid!;
  return {
    url,
    child,
    cpuMs() {
      // /proc/PID/stat: fields 14 and 15 (utime, stime) in clock ticks, after the ")" of the command name.
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
    },
    peakRssMb() {
      return statusMb(pid, 'VmHWM');
    },
    rssMb() {
      return statusMb(pid, 'VmRSS');
    },
    async stop() {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

function statusMb(pid: number, field: 'VmHWM' | 'VmRSS'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}
