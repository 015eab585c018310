import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readTestEnv } from './config.ts';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import { runTrashRetention } from './jobs/trash-retention.ts';
import { s3Storage } from './storage/s3.ts';
import { createProfile } from './test/factories.ts';
import { startS3Server, type TestS3Server } from './test/s3-server.ts';
import { makeWav } from './test/sounds-factories.ts';
import { startServerProcess, type ServerProcess } from './test/server-process.ts';
import { createBoardWithFiles } from './test/trash-factories.ts';

// Decision 030: several app instances on one PostgreSQL and one bucket (DESIGN.md §1). Real server processes.
const { testDatabaseUrl } = readTestEnv();
const runsHere = Boolean(testDatabaseUrl) && inject('database') === 'postgres';
const SECRET = 'many-instances-secret-that-is-long-enough-0123';

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: testDatabaseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Reads a server-sent-events response as it comes, waiting for what a step expects. */
function streamReader(response: Response) {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  return {
    async until(wanted: (text: string) => boolean) {
      while (!wanted(text)) {
        const { done, value } = await reader.read();
        if (done) throw new Error(`stream ended: ${text}`);
        text += decoder.decode(value, { stream: true });
      }
      return text;
    },
    close: () => reader.cancel(),
  };
}

/** Reads a server-sent-events response until `wanted` appears in it (the test's timeout bounds it). */
async function streamUntil(response: Response, wanted: (text: string) => boolean) {
  const reader = streamReader(response);
  const text = await reader.until(wanted);
  await reader.close();
  return text;
}

describe.runIf(runsHere)(
  'two app instances, one PostgreSQL, one bucket',
  { timeout: 120_000 },
  () => {
    const name = `soundboard_instances_${randomUUID().replaceAll('-', '')}`;
    let databaseUrl: string;
    let s3: TestS3Server;
    const dirs: string[] = [];
    let a: ServerProcess;
    let b: ServerProcess;

    beforeAll(async () => {
      await admin(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
      const url = new URL(testDatabaseUrl!);
      url.pathname = `/${name}`;
      databaseUrl = url.toString();
      s3 = await startS3Server();
      const env = { DATABASE_URL: databaseUrl, AUTH_SECRET: SECRET, ...s3.env };
      // Both start at once: migrations are applied once, under the lock (db/migrate.ts).
      const starting = [0, 1].map(async () => {
        const dir = await mkdtemp(path.join(tmpdir(), 'soundboard-instance-'));
        dirs.push(dir);
        return startServerProcess(dir, env);
      });
      const [first, second] = await Promise.all(starting);
      a = first!;
      b = second!;
    });

    afterAll(async () => {
      await Promise.all([a?.stop(), b?.stop()]);
      await s3?.stop();
      await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
      await admin(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)}`);
    });

    const call = (server: ServerProcess, route: string, init: RequestInit = {}, cookie = '') =>
      fetch(`${server.origin}${route}`, {
        ...init,
        headers: { origin: server.origin, cookie, ...(init.headers as Record<string, string>) },
      });
    const json = (body: unknown) => ({
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    });
    /** Signs a new user up through `server`; the session cookie. */
    const signUpOn = async (server: ServerProcess, label: string) => {
      const signUp = await call(
        server,
        '/api/auth/sign-up/email',
        json({
          email: `${label}+${randomUUID()}@example.test`,
          password: 'correct horse battery staple',
        }),
      );
      return signUp.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
    };

    it('a session made on A works on B; a file uploaded through A is served by B; A’s change reaches B’s stream', async () => {
      const cookie = await signUpOn(a, 'two');
      const me = await call(b, '/api/me', {}, cookie);
      expect(me.status).toBe(200);

      const wav = makeWav({ seconds: 0.5 });
      const form = new FormData();
      form.append('name', 'Across');
      form.append('file', new Blob([new Uint8Array(wav)], { type: 'audio/wav' }), 'across.wav');
      const uploaded = await call(a, '/api/sounds', { method: 'POST', body: form }, cookie);
      expect(uploaded.status).toBe(201);
      const sound = (await uploaded.json()) as { url: string };
      const served = await call(b, sound.url);
      expect(served.status).toBe(200);
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(wav);
      const part = await call(b, sound.url, { headers: { range: 'bytes=0-43' } });
      expect(part.status).toBe(206);
      expect(new Uint8Array(await part.arrayBuffer())).toEqual(wav.slice(0, 44));

      const board = (await (
        await call(a, '/api/boards', json({ name: 'Shared' }), cookie)
      ).json()) as {
        id: string;
      };
      await call(
        a,
        `/api/boards/${board.id}`,
        { ...json({ is_public: true }), method: 'PATCH' },
        cookie,
      );
      const stream = await call(b, '/api/realtime');
      expect(stream.status).toBe(200);
      const arrived = streamUntil(
        stream,
        (text) =>
          text.includes('Renamed on A') || text.includes(`"board_id":"${board.id}","owner_id"`),
      );
      await call(
        a,
        `/api/boards/${board.id}`,
        { ...json({ name: 'Renamed on A' }), method: 'PATCH' },
        cookie,
      );
      expect(await arrived).toContain(`"board_id":"${board.id}"`);
    });

    it('an owner live on A is heard by a listener on B: the start, each press and the end', async () => {
      const cookie = await signUpOn(a, 'live');
      const board = (await (
        await call(a, '/api/boards', json({ name: 'Live across' }), cookie)
      ).json()) as { id: string; soundboard_buttons: { id: string }[] };
      await call(
        a,
        `/api/boards/${board.id}`,
        { ...json({ is_public: true }), method: 'PATCH' },
        cookie,
      );
      const listening = await call(b, `/api/boards/${board.id}/live/stream`);
      expect(listening.status).toBe(200);
      const listener = streamReader(listening);
      await listener.until((text) => text.includes('event: state'));

      expect(
        (await call(a, `/api/boards/${board.id}/live`, { method: 'PUT' }, cookie)).status,
      ).toBe(200);
      await listener.until((text) => text.includes('"live":true'));
      const buttonId = board.soundboard_buttons[0]!.id;
      const press = await call(
        a,
        `/api/boards/${board.id}/live/presses`,
        json({ button_id: buttonId, action: 'play' }),
        cookie,
      );
      expect(press.status).toBe(204);
      await listener.until((text) => text.includes(`"button_id":"${buttonId}","action":"play"`));
      // B answers the live state it heard from A.
      expect(await (await call(b, `/api/boards/${board.id}/live`)).json()).toEqual({ live: true });

      await call(a, `/api/boards/${board.id}/live`, { method: 'DELETE' }, cookie);
      await listener.until((text) => text.includes('"live":false'));
      await listener.close();
    });

    it('the trash retention job does its work once when two instances run it at the same moment', async () => {
      // Each instance has its own connection pool: two handles on the database, each with the bucket.
      const handles: DatabaseHandle[] = await Promise.all(
        [0, 1].map(() => openDatabase({ kind: 'postgres', url: databaseUrl })),
      );
      try {
        const storage = s3Storage(s3.settings);
        const { id: userId } = await createProfile(handles[0]!.db);
        const longAgo = new Date(Date.now() - 40 * 24 * 60 * 60 * 1000);
        for (let n = 0; n < 3; n++) {
          await createBoardWithFiles(handles[0]!.db, storage, userId, { deletedAt: longAgo });
        }
        const runs = await Promise.all(
          handles.map((handle) =>
            runTrashRetention({ db: handle.db, storage }, { now: new Date(), retentionDays: 30 }),
          ),
        );
        expect(runs.reduce((sum, run) => sum + run.boards, 0)).toBe(3);
        expect(runs.filter((run) => run.boards > 0)).toHaveLength(1);
      } finally {
        await Promise.all(handles.map((handle) => handle.close()));
      }
    });
  },
);
