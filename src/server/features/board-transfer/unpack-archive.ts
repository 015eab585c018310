import { Worker } from 'node:worker_threads';
import { HttpError } from '#server/lib/http-error.ts';
import type { Logger } from '#server/lib/logger.ts';
import { BOARD_TRANSFER_MESSAGES as M } from '#shared/board-transfer.ts';
import { ERROR_CODES } from '#shared/errors.ts';
import type { BoardArchive } from '#shared/schemas/board-archive.ts';
import type { LibraryArchive } from '#shared/schemas/library-archive.ts';
import type { UnpackRequest, UnpackResult, UnpackedFile } from './unpack-protocol.ts';

const refuse = (message: string) => new HttpError(400, ERROR_CODES.validation, message);

/**
 * The unpacking thread's heap: the largest document parsed (2 MB of JSON) with room to spare. A thread that
 * runs out is ended by Node and the archive refused; the HTTP thread is not touched.
 */
const WORKER_LIMITS = { maxOldGenerationSizeMb: 128, maxYoungGenerationSizeMb: 4 };
/** Threads kept for the next imports (starting one costs tens of milliseconds, seconds under tsx). */
const MAX_IDLE = 4;
const idle: Worker[] = [];

/** The worker's module: compiled JavaScript beside the bundle, or the TypeScript source through tsx. */
function startWorker(): Worker {
  const viaTsx = import.meta.url.endsWith('.ts');
  const url = new URL(`./board-unpack-worker.${viaTsx ? 'ts' : 'js'}`, import.meta.url);
  const options = { resourceLimits: WORKER_LIMITS };
  let worker: Worker;
  if (!viaTsx) {
    worker = new Worker(url, options);
  } else {
    const tsx = import.meta.resolve('tsx/esm/api');
    const bootstrap = `import { register } from ${JSON.stringify(tsx)}; register(); await import(${JSON.stringify(url.href)});`;
    worker = new Worker(bootstrap, { ...options, eval: true });
  }
  // An idle thread that ends (it should not) leaves the pool; errors are handled per request.
  worker.on('error', () => undefined);
  worker.on('exit', () => {
    const at = idle.indexOf(worker);
    if (at >= 0) idle.splice(at, 1);
  });
  return worker;
}

function takeWorker(): Worker {
  const worker = idle.pop() ?? startWorker();
  worker.ref();
  return worker;
}

/** Ends the idle threads: the next import starts a fresh one (a test of the budget needs a cold thread). */
export async function endIdleUnpackThreads() {
  await Promise.all(idle.splice(0).map((worker) => worker.terminate()));
}

function giveBack(worker: Worker) {
  if (idle.length >= MAX_IDLE) {
    void worker.terminate();
    return;
  }
  worker.unref(); // an idle thread does not keep the process alive
  idle.push(worker);
}

/**
 * Unpacks and checks an uploaded archive (decision 038) in a worker thread, within the time budget: the
 * directory is checked before anything is inflated, each entry is inflated only up to its declared size
 * and checked against its CRC-32, and the document is parsed and checked against the schema. Entries the
 * document names come back as ranges of files on disk (the upload itself for stored entries, a file in
 * `request.outDir` for deflated ones). Refusals are 400 with the message for the user. A thread over the
 * budget is ended, never reused.
 */
export function unpackArchive(request: UnpackRequest, budgetSeconds: number, logger: Logger) {
  return unpackIn<BoardArchive>({ ...request, kind: 'board' }, budgetSeconds, logger);
}

/** A library's backup (decision 054), through the same thread and checks as a board's archive. */
export function unpackLibrary(request: UnpackRequest, budgetSeconds: number, logger: Logger) {
  return unpackIn<LibraryArchive>({ ...request, kind: 'library' }, budgetSeconds, logger);
}

async function unpackIn<Document>(
  request: UnpackRequest,
  budgetSeconds: number,
  logger: Logger,
): Promise<{ document: Document; files: Map<string, UnpackedFile> }> {
  const worker = takeWorker();
  let timer: NodeJS.Timeout | undefined;
  let reusable = false;
  let onMessage = (_result: UnpackResult) => undefined as void;
  let onError = (_error: Error) => undefined as void;
  let onExit = (_code: number) => undefined as void;
  try {
    const result = await new Promise<UnpackResult | 'timeout'>((resolve, reject) => {
      timer = setTimeout(() => resolve('timeout'), budgetSeconds * 1000);
      onMessage = resolve;
      onError = reject;
      onExit = (code) => reject(new Error(`the unpacking thread exited (${code})`));
      worker.once('message', onMessage).once('error', onError).once('exit', onExit);
      worker.postMessage(request);
    }).catch((error: unknown) => {
      logger.warn({ err: error }, 'board import: the unpacking thread failed');
      return { kind: 'refused', message: M.unreadable } satisfies UnpackResult;
    });
    if (result === 'timeout') throw refuse(M.tooSlow(budgetSeconds));
    reusable = true;
    if (result.kind === 'refused') throw refuse(result.message);
    return {
      document: result.document as Document,
      files: new Map(result.files.map((file) => [file.name, file])),
    };
  } finally {
    clearTimeout(timer);
    worker.off('message', onMessage).off('error', onError).off('exit', onExit);
    if (reusable && worker.threadId >= 0) giveBack(worker);
    else void worker.terminate();
  }
}
