/** Messages between the HTTP thread (pglite-proxy.ts) and the thread that owns PGlite (pglite-worker.ts). */
export type WorkerRequest =
  | {
      id: number;
      op: 'query';
      sql: string;
      params?: unknown[];
      rowMode?: 'array' | 'object';
      tx?: number;
    }
  | { id: number; op: 'exec'; sql: string; tx?: number }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'listen'; channel: string }
  | { id: number; op: 'unlisten'; subscription: number }
  | { id: number; op: 'close' };

/** A driver error's message and its primitive fields (code, constraint, detail, …), across threads. */
export interface SerialisedError {
  name: string;
  message: string;
  fields: Record<string, string | number | boolean>;
}

export type WorkerMessage =
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; error: SerialisedError }
  | { notification: number; payload: string }
  | { ready: true }
  | { failed: SerialisedError };

export function serialiseError(error: unknown): SerialisedError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: SerialisedError['fields'] = {};
  for (const [key, value] of Object.entries(error)) {
    if (['string', 'number', 'boolean'].includes(typeof value)) {
      fields[key] = value as string | number | boolean;
    }
  }
  return { name: error.name, message: error.message, fields };
}

export function deserialiseError(error: SerialisedError): Error {
  const revived = new Error(error.message);
  revived.name = error.name;
  return Object.assign(revived, error.fields);
}
