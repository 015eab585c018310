import { Worker } from 'node:worker_threads';
import { deserialiseError, type WorkerMessage, type WorkerRequest } from './pglite-protocol.ts';

type Distribute<T> = T extends unknown ? Omit<T, 'id'> : never;
type Request = Distribute<WorkerRequest>;

export interface QueryResult {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

/** What drizzle's PGlite driver calls on its client, inside and outside a transaction. */
export interface ProxyQueryable {
  query(
    sql: string,
    params?: unknown[],
    options?: { rowMode?: 'array' | 'object' },
  ): Promise<QueryResult>;
  exec(sql: string): Promise<QueryResult[]>;
}

export interface PgliteProxy extends ProxyQueryable {
  transaction<T>(callback: (tx: ProxyQueryable) => Promise<T>): Promise<T>;
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** The worker's module: compiled JavaScript beside this file, or the TypeScript source through tsx. */
function workerEntry(): { url: URL; viaTsx: boolean } {
  const viaTsx = import.meta.url.endsWith('.ts');
  return { url: new URL(`./pglite-worker.${viaTsx ? 'ts' : 'js'}`, import.meta.url), viaTsx };
}

function startWorker(dataDir: string | undefined): Worker {
  const { url, viaTsx } = workerEntry();
  if (!viaTsx) return new Worker(url, { workerData: { dataDir } });
  const tsx = import.meta.resolve('tsx/esm/api');
  const bootstrap = `import { register } from ${JSON.stringify(tsx)}; register(); await import(${JSON.stringify(url.href)});`;
  return new Worker(bootstrap, { eval: true, workerData: { dataDir } });
}

/**
 * PGlite in a worker thread behind the interface drizzle's PGlite driver uses (query with rowMode, exec,
 * interactive transactions) plus LISTEN: SQL runs off the HTTP thread. Errors come back as Errors carrying
 * the driver's fields (code = SQLSTATE, constraint, detail, …).
 */
export async function openPgliteProxy(dataDir: string | undefined): Promise<PgliteProxy> {
  const worker = startWorker(dataDir);
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  const listeners = new Map<number, (payload: string) => void>();
  let nextId = 1;
  let exited: Error | undefined;

  await new Promise<void>((resolve, reject) => {
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the database thread exited (${code})`)));
    worker.on('message', function first(message: WorkerMessage) {
      if ('ready' in message) resolve();
      else if ('failed' in message) reject(deserialiseError(message.failed));
      else return;
      worker.off('message', first);
    });
  });
  worker.removeAllListeners('error').removeAllListeners('exit');
  worker.on('message', (message: WorkerMessage) => {
    if ('notification' in message) listeners.get(message.notification)?.(message.payload);
    else if ('id' in message) {
      const waiting = pending.get(message.id);
      pending.delete(message.id);
      if (message.ok) waiting?.resolve(message.result);
      else waiting?.reject(deserialiseError(message.error));
    }
  });
  const failAll = (error: Error) => {
    exited = error;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`the database thread exited (${code})`)));

  function call<T>(request: Request): Promise<T> {
    if (exited) return Promise.reject(exited);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve, reject });
      worker.postMessage({ ...request, id });
    });
  }

  const queryable = (tx?: number): ProxyQueryable => ({
    query: (sql, params, options) =>
      call<QueryResult>({ op: 'query', sql, params, rowMode: options?.rowMode, tx }),
    exec: (sql) => call<QueryResult[]>({ op: 'exec', sql, tx }),
  });

  return {
    ...queryable(),
    async transaction(callback) {
      const tx = await call<number>({ op: 'begin' });
      let result;
      try {
        result = await callback(queryable(tx));
      } catch (error) {
        await call({ op: 'end', tx, commit: false }).catch(() => undefined);
        throw error;
      }
      await call({ op: 'end', tx, commit: true });
      return result;
    },
    async listen(channel, onPayload) {
      const subscription = await call<number>({ op: 'listen', channel });
      listeners.set(subscription, onPayload);
      return async () => {
        listeners.delete(subscription);
        await call({ op: 'unlisten', subscription });
      };
    },
    async close() {
      if (exited) return;
      await call({ op: 'close' });
      await worker.terminate();
    },
  };
}
