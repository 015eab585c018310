import { watch } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '#server/db/client.ts';
import { cookieHeader, TEST_PASSWORD, uniqueEmail } from '#server/test/auth-client.ts';
import { filesOfLedger, filesOfRows, filesOnDisk } from '#server/test/file-census.ts';
import { startServerProcess, type ServerProcess } from '#server/test/server-process.ts';
import { makeWav, PNG_1X1 } from '#server/test/sounds-factories.ts';
import { MB } from '#shared/limits.ts';

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function dataDir() {
  const dir = await mkdtemp(path.join(tmpdir(), 'soundboard-kill-'));
  dirs.push(dir);
  return dir;
}

async function call(server: ServerProcess, url: string, init: RequestInit & { cookie?: string }) {
  const headers = new Headers(init.headers);
  headers.set('origin', server.origin);
  if (init.cookie) headers.set('cookie', init.cookie);
  return fetch(`${server.origin}${url}`, { ...init, headers });
}

async function signUp(server: ServerProcess) {
  const response = await call(server, '/api/auth/sign-up/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: uniqueEmail(), password: TEST_PASSWORD }),
  });
  expect(response.status).toBe(200);
  const { user } = (await response.clone().json()) as { user: { id: string } };
  return { cookie: cookieHeader(response), userId: user.id };
}

function form(fields: Record<string, string | Uint8Array>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') body.append(name, value);
    else body.append(name, new Blob([value as Uint8Array<ArrayBuffer>]), `${name}.bin`);
  }
  return body;
}

async function expectStatus(response: Promise<Response>, status: number) {
  const answer = await response;
  expect(answer.status, await answer.clone().text()).toBe(status);
  return (await answer.json()) as { id: string };
}

/** A 15 MB WAV upload to POST /api/sounds as a raw multipart body. */
function bigUpload(cookie: string): RawRequest {
  const boundary = 'kill-9-upload';
  const encoder = new TextEncoder();
  const head = encoder.encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nBig\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.wav"\r\n\r\n`,
  );
  const tail = encoder.encode(`\r\n--${boundary}--\r\n`);
  const body = new Uint8Array(15 * MB);
  body.set(head);
  body.set(makeWav(), head.length);
  body.set(tail, body.length - tail.length);
  return {
    path: '/api/sounds',
    method: 'POST',
    headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
    body,
  };
}

interface RawRequest {
  path: string;
  method: string;
  headers: Record<string, string>;
  body: Uint8Array;
}

/**
 * Sends the body slowly (one 256 KB chunk per turn of the event loop); once `killAfter` bytes are written
 * (or the whole body, unless `killOnEnd` is false, or once a response came) the server is killed with -9.
 * Resolves when it is gone, also when something else killed it.
 */
function killDuring(
  server: ServerProcess,
  raw: RawRequest,
  { killAfter = Infinity, killOnEnd = true } = {},
) {
  return new Promise<void>((resolve) => {
    let fired = false;
    const kill = () => {
      if (fired) return;
      fired = true;
      void server.kill9().then(resolve);
    };
    const request = http.request(new URL(raw.path, server.origin), {
      method: raw.method,
      headers: { ...raw.headers, origin: server.origin },
    });
    request.on('error', () => undefined); // the server dies under it
    request.on('response', kill);
    request.on('close', kill); // killed from elsewhere (e.g. a watcher)
    const chunk = 256 * 1024;
    let offset = 0;
    const pump = () => {
      if (fired) return;
      if (offset >= killAfter) return kill();
      if (offset >= raw.body.length) {
        return void request.end(() => (killOnEnd ? setImmediate(kill) : undefined));
      }
      const slice = raw.body.subarray(offset, offset + chunk);
      offset += slice.length;
      if (request.write(slice)) setImmediate(pump);
      else request.once('drain', pump);
    };
    pump();
  });
}

/**
 * After a restart (whose start-up janitor pass sweeps with minimum age 0) and a clean stop: every file on
 * disk is named by a row, every row's file is on disk, and the ledger lists exactly the files on disk.
 */
async function restartAndCheck(dir: string): Promise<string[]> {
  const restarted = await startServerProcess(dir);
  expect(await restarted.stop()).toBe(0);
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dir, 'db') });
  try {
    const onDisk = filesOnDisk(path.join(dir, 'files'));
    expect(onDisk).toEqual(await filesOfRows(database.db));
    expect(await filesOfLedger(database.db)).toEqual(onDisk);
    return onDisk;
  } finally {
    await database.close();
  }
}

/** A signed-up user with one sound (audio and cover) stored. */
async function userWithSound(server: ServerProcess) {
  const user = await signUp(server);
  await expectStatus(
    call(server, '/api/sounds', {
      method: 'POST',
      cookie: user.cookie,
      body: form({ name: 'Kept', file: makeWav(), image: PNG_1X1 }),
    }),
    201,
  );
  return user;
}

// Each test runs the real server twice (killed, then restarted on the same DATA_DIR): whole processes on
// a busy 2-core machine, hence the timeout; the embedded database only (the process uses DATA_DIR).
describe.skipIf(inject('database') !== 'pglite')('kill -9 (faults)', { timeout: 120_000 }, () => {
  it('mid-way through a 15 MB upload: no file without its row, no row without its file', async () => {
    const dir = await dataDir();
    const server = await startServerProcess(dir);
    const { cookie } = await userWithSound(server);
    await killDuring(server, bigUpload(cookie), { killAfter: 7 * MB });
    expect(await restartAndCheck(dir)).toHaveLength(2);
  });

  it('while a 15 MB upload is written: no half file, no file without its row', async () => {
    const dir = await dataDir();
    const server = await startServerProcess(dir);
    const { cookie, userId } = await userWithSound(server);
    // Killed as soon as the big file's temporary `.part` name appears (or, should that be missed, as soon
    // as the whole body is sent).
    const watcher = watch(path.join(dir, 'files', 'sounds', userId), (_event, name) => {
      if (name?.endsWith('.part')) void server.kill9();
    });
    try {
      await killDuring(server, bigUpload(cookie), { killOnEnd: false });
    } finally {
      watcher.close();
    }
    const files = await restartAndCheck(dir);
    expect(files.filter((file) => file.endsWith('.part'))).toEqual([]);
  });

  it('during Clear All of a full trash: no file without its row, no row without its file', async () => {
    const dir = await dataDir();
    const server = await startServerProcess(dir);
    const { cookie } = await signUp(server);
    const json = { 'content-type': 'application/json' };
    for (let i = 0; i < 3; i++) {
      const board = await expectStatus(
        call(server, '/api/boards', {
          method: 'POST',
          cookie,
          body: form({ name: `Board ${i}`, background: PNG_1X1 }),
        }),
        201,
      );
      const button = await expectStatus(
        call(server, `/api/boards/${board.id}/buttons`, {
          method: 'POST',
          cookie,
          headers: json,
          body: '{}',
        }),
        201,
      );
      await expectStatus(
        call(server, `/api/boards/${board.id}/buttons/${button.id}/background`, {
          method: 'PUT',
          cookie,
          body: form({ file: PNG_1X1 }),
        }),
        200,
      );
      const sound = await expectStatus(
        call(server, '/api/sounds', {
          method: 'POST',
          cookie,
          body: form({ name: `Sound ${i}`, file: makeWav(), image: PNG_1X1 }),
        }),
        201,
      );
      await call(server, `/api/boards/${board.id}`, { method: 'DELETE', cookie });
      await call(server, `/api/sounds/${sound.id}`, { method: 'DELETE', cookie });
    }
    const clearAll = {
      path: '/api/functions/clear-user-trash',
      method: 'POST',
      headers: { cookie, ...json },
      body: new TextEncoder().encode('{}'),
    };
    await killDuring(server, clearAll);
    await restartAndCheck(dir);
  });
});
