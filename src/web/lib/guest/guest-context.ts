import type { z } from 'zod';
import type { GuestDb } from './guest-db.ts';
import { guestInvalid } from './guest-answer.ts';

/** One request to the guest backend: the guest, its database, the path's parameters and the body sent. */
export interface GuestRequest {
  db: GuestDb;
  userId: string;
  params: string[];
  query: URLSearchParams;
  json: unknown;
  form: FormData | undefined;
}

export type GuestHandler = (request: GuestRequest) => Promise<Response>;

/** The body checked by its shared schema; the first problem's message is the 400, as validateJson does. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body ?? {});
  if (!parsed.success) throw guestInvalid(parsed.error.issues[0]?.message ?? 'Invalid input');
  return parsed.data;
}

export const nowIso = () => new Date().toISOString();
