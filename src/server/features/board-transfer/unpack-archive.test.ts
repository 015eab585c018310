import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { strToU8, zipSync } from 'fflate';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '#server/lib/http-error.ts';
import { BOARD_ARCHIVE, BOARD_TRANSFER_MESSAGES as M } from '#shared/board-transfer.ts';
import { endIdleUnpackThreads, unpackArchive } from './unpack-archive.ts';

let dir: string;
let request: { path: string; start: number; length: number; outDir: string };
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'soundboard-unpack-test-'));
  const document = {
    format: BOARD_ARCHIVE.format,
    version: BOARD_ARCHIVE.version,
    exported_at: new Date().toISOString(),
    board: {
      name: 'Timed',
      description: null,
      grid_rows: 1,
      grid_columns: 1,
      background: null,
      background_settings: {},
      master_volume: 100,
      play_mode: 'overlap',
      stop_all_key: 'Escape',
    },
    sounds: [],
    buttons: [],
  };
  const zip = zipSync({ 'board.json': strToU8(JSON.stringify(document)) });
  const file = path.join(dir, 'upload');
  await writeFile(file, zip);
  request = { path: file, start: 0, length: zip.byteLength, outDir: dir };
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const silent = pino({ level: 'silent' });

describe('the unpacking thread’s time budget', () => {
  it('refuses an archive not checked within the budget, and the next import is checked', async () => {
    // A budget of 0 s runs out before a fresh thread can answer; a kept one, warm from an earlier import (here,
    // or an earlier test file in this worker), may answer a tiny archive first.
    await unpackArchive(request, 60, silent);
    await endIdleUnpackThreads();
    const late = await unpackArchive(request, 0, silent).catch((error: unknown) => error);
    expect(late).toBeInstanceOf(HttpError);
    expect(late).toMatchObject({ status: 400, message: M.tooSlow(0) });
    const checked = await unpackArchive(request, 60, silent);
    expect(checked.document.board.name).toBe('Timed');
  });
});
