import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readTestEnv } from './config.ts';
import { missingProxies, startProxy, type ProxyKind, type RunningProxy } from './test/proxies.ts';
import { startS3Server, type TestS3Server } from './test/s3-server.ts';
import { makeWav } from './test/sounds-factories.ts';
import { startServerProcess, type ServerProcess } from './test/server-process.ts';

// Issue 31 point 2: the HAProxy and nginx examples of docs/deploy.md, run as they are in front of two real
// instances on one PostgreSQL and one bucket. PostgreSQL run only (instances cannot share the embedded one).
const { testDatabaseUrl } = readTestEnv();
const runsHere = Boolean(testDatabaseUrl) && inject('database') === 'postgres';
const missing = runsHere ? missingProxies() : [];
if (runsHere && missing.length > 0) {
  const message = `load-balancer.test.ts: ${missing.join(' and ')} not installed (apt-get install haproxy nginx)`;
  if (process.env.E2E_REQUIRED === '1') throw new Error(`${message}: required in CI`);
  process.stderr.write(`SKIPPED ${message}\n`);
}
const SECRET = 'load-balancer-secret-that-is-long-enough-0123';
const KINDS: ProxyKind[] = ['haproxy', 'nginx'];

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: testDatabaseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

describe.runIf(runsHere && missing.length === 0)(
  'the load balancer examples (HAProxy, nginx) in front of two instances',
  { timeout: 120_000 },
  () => {
    const name = `soundboard_lb_${randomUUID().replaceAll('-', '')}`;
    const dirs: string[] = [];
    let s3: TestS3Server;
    let instances: ServerProcess[] = [];
    const proxies = new Map<ProxyKind, RunningProxy>();
    /** Every instance's PUBLIC_URL: the HAProxy's origin is not known before it starts, so one fixed name. */
    const publicUrl = 'http://soundboard.test';

    beforeAll(async () => {
      await admin(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
      const url = new URL(testDatabaseUrl!);
      url.pathname = `/${name}`;
      s3 = await startS3Server();
      const env = {
        DATABASE_URL: url.toString(),
        AUTH_SECRET: SECRET,
        PUBLIC_URL: publicUrl,
        TRUST_PROXY: '1',
        ...s3.env,
      };
      instances = await Promise.all(
        [0, 1].map(async () => {
          const dir = await mkdtemp(path.join(tmpdir(), 'soundboard-lb-'));
          dirs.push(dir);
          return startServerProcess(dir, env);
        }),
      );
      const origins = instances.map((instance) => instance.origin);
      for (const kind of KINDS) proxies.set(kind, await startProxy(kind, origins));
    }, 90_000);

    afterAll(async () => {
      await Promise.all([...proxies.values()].map((proxy) => proxy.stop()));
      await Promise.all(instances.map((instance) => instance.stop()));
      await s3?.stop();
      await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
      await admin(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)}`);
    });

    const via = (kind: ProxyKind, route: string, init: RequestInit = {}, cookie = '') =>
      fetch(`${proxies.get(kind)!.origin}${route}`, {
        ...init,
        headers: { origin: publicUrl, cookie, ...(init.headers as Record<string, string>) },
      });
    const json = (body: unknown, method = 'POST') => ({
      method,
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    });
    const signUpVia = async (kind: ProxyKind) => {
      const response = await via(
        kind,
        '/api/auth/sign-up/email',
        json({
          email: `lb+${randomUUID()}@example.test`,
          password: 'correct horse battery staple',
        }),
      );
      expect(response.status).toBe(200);
      return response.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
    };
    const logs = () => instances.map((instance) => instance.output()).join('\n');

    it.each(KINDS)('%s keeps an incoming request id, and makes one the app logs', async (kind) => {
      const incoming = `7F000001:D2F6_7F000001:1F90_${randomUUID().slice(0, 8)}_0001:2A3F`;
      const kept = await via(kind, '/api/boards/popular', {
        headers: { 'x-request-id': incoming },
      });
      expect(kept.status).toBe(200);
      expect(kept.headers.get('x-request-id')).toBe(incoming);

      const made = await via(kind, '/api/boards/popular');
      const id = made.headers.get('x-request-id');
      expect(id).toBeTruthy();
      // The proxy's id, not one the app made up (a UUID): the two logs can be joined on it.
      expect(id).not.toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-/);
      await expect.poll(logs).toContain(`"requestId":"${id}"`);
      await expect.poll(logs).toContain(`"requestId":"${incoming}"`);
    });

    it.each(KINDS)('%s passes a 2.6 MB sound upload (over nginx’s default 1 MB)', async (kind) => {
      const cookie = await signUpVia(kind);
      const wav = makeWav({ seconds: 30, sampleRate: 44_100 });
      const form = new FormData();
      form.append('name', `Through ${kind}`);
      form.append('file', new Blob([new Uint8Array(wav)], { type: 'audio/wav' }), 'big.wav');
      const uploaded = await via(kind, '/api/sounds', { method: 'POST', body: form }, cookie);
      expect(uploaded.status).toBe(201);
      const sound = (await uploaded.json()) as { url: string };
      const served = await via(kind, sound.url, { headers: { range: 'bytes=0-43' } });
      expect(served.status).toBe(206);
    });

    it.each(KINDS)('%s delivers realtime events as they happen', async (kind) => {
      const cookie = await signUpVia(kind);
      const stream = await via(kind, '/api/realtime', {}, cookie);
      expect(stream.status).toBe(200);
      const reader = stream.body!.getReader();
      const decoder = new TextDecoder();
      let text = '';
      const created = await via(kind, '/api/boards', json({ name: 'Streamed' }), cookie);
      const board = (await created.json()) as { id: string };
      const sent = performance.now();
      while (!text.includes(`"board_id":"${board.id}"`)) {
        const { done, value } = await reader.read();
        if (done) throw new Error(`stream ended: ${text}`);
        text += decoder.decode(value, { stream: true });
      }
      // A figure for docs/deploy.md, not a timed assertion.
      const ms = Math.round(performance.now() - sent);
      process.stdout.write(`${kind}: change event ${ms} ms after the answer\n`);
      await reader.cancel();
    });

    it('loses no read while an instance is killed behind either proxy', async () => {
      const failures = new Map<ProxyKind, number[]>(KINDS.map((kind) => [kind, []]));
      let running = true;
      const load = KINDS.map(async (kind) => {
        let sent = 0;
        while (running || sent < 50) {
          sent++;
          const response = await via(kind, '/api/boards/popular').catch(() => null);
          if (response?.status !== 200) failures.get(kind)!.push(response?.status ?? 0);
          else await response.arrayBuffer();
        }
        return sent;
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      // kill -9: the instance vanishes mid-request, harder than a drain.
      await instances[0]!.kill9();
      await new Promise((resolve) => setTimeout(resolve, 2500));
      running = false;
      const sent = await Promise.all(load);
      const counts = KINDS.map((kind, i) => `${kind} ${sent[i]}`).join(', ');
      process.stdout.write(`reads while an instance was killed: ${counts}\n`);
      expect(Object.fromEntries(failures)).toEqual({ haproxy: [], nginx: [] });
    });
  },
);
