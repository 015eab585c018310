import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './server-process.ts';

/** The example files the docs give operators (docs/deploy.md, "Load balancer"). */
const EXAMPLES = {
  haproxy: 'deploy/haproxy/soundboard.cfg',
  nginx: 'deploy/nginx/soundboard.conf',
} as const;
const BINARIES = { haproxy: '/usr/sbin/haproxy', nginx: '/usr/sbin/nginx' } as const;

export type ProxyKind = keyof typeof EXAMPLES;

export interface RunningProxy {
  kind: ProxyKind;
  origin: string;
  stop(): Promise<void>;
}

/** Which of the two proxies this machine lacks (Debian's `haproxy` and `nginx` packages; .ci/run installs them). */
export function missingProxies(): ProxyKind[] {
  return (Object.keys(BINARIES) as ProxyKind[]).filter(
    (kind) => spawnSync(BINARIES[kind], ['-v']).status !== 0,
  );
}

/**
 * The example file as an operator would use it, with the test's ports in place of the example's
 * (instances 127.0.0.1:3001 and :3002, the proxy on 8080 or 8081): nothing else is changed.
 */
async function exampleWithPorts(kind: ProxyKind, instances: readonly string[], port: number) {
  let text = await readFile(EXAMPLES[kind], 'utf8');
  const hosts = instances.map((origin) => new URL(origin).host);
  text = text.replace('127.0.0.1:3001', hosts[0]!).replace('127.0.0.1:3002', hosts[1]!);
  return kind === 'haproxy'
    ? text.replace('bind :8080', `bind 127.0.0.1:${port}`)
    : text.replace('listen 8081;', `listen 127.0.0.1:${port};`);
}

/** Resolves once `origin` accepts connections. */
async function reachable(origin: string, child: ChildProcess, log: () => string) {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) throw new Error(`proxy exited: ${log()}`);
    try {
      await fetch(`${origin}/api/health`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`proxy never listened: ${log()}`);
}

/** Starts HAProxy or nginx in the foreground with the example file in front of `instances`. */
export async function startProxy(
  kind: ProxyKind,
  instances: readonly string[],
): Promise<RunningProxy> {
  const dir = await mkdtemp(path.join(tmpdir(), `soundboard-${kind}-`));
  // nginx's workers run as `nobody` when started by root: they must reach the temporary folders.
  await chmod(dir, 0o755);
  const port = await freePort();
  const example = path.join(dir, 'soundboard.conf');
  await writeFile(example, await exampleWithPorts(kind, instances, port));
  let args: string[];
  if (kind === 'haproxy') {
    args = ['-db', '-f', example];
  } else {
    const temp = path.join(dir, 'temp');
    await mkdir(temp, { mode: 0o777 });
    await chmod(temp, 0o777);
    const main = path.join(dir, 'nginx.conf');
    await writeFile(
      main,
      [
        `pid ${dir}/nginx.pid;`,
        `error_log ${dir}/error.log warn;`,
        'events { worker_connections 1024; }',
        'http {',
        '  access_log off;',
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
          (name) => `  ${name}_temp_path ${temp}/${name};`,
        ),
        `  include ${example};`,
        '}',
      ].join('\n'),
    );
    args = ['-p', dir, '-c', main, '-g', 'daemon off;'];
  }
  const child = spawn(BINARIES[kind], args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const origin = `http://127.0.0.1:${port}`;
  await reachable(origin, child, () => output);
  return {
    kind,
    origin,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
}
