import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { randomIp } from './auth-client.ts';
import { TEST_ORIGIN, type TestApp } from './test-app.ts';

/** Texts that have broken servers before: NUL and control characters, odd unicode, ids, escapes, markup. */
const NASTY = [
  '\u0000',
  'a\u0000b',
  '\u0007',
  '\u001b[2J',
  '\n',
  '\t',
  ' ',
  '',
  '\u202e',
  '\ud800',
  '\uffff',
  '💥🎵',
  'e\u0301',
  '-'.repeat(36),
  '00000000-0000-0000-0000-000000000000',
  '%',
  '%00',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "'; drop table sounds; --",
  '#zzzzzz',
  '+1',
  'http://127.0.0.1:9/a.mp3',
  'file:///etc/passwd',
  'avatars',
  'cover',
];

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...NASTY),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.integer({ min: 40, max: 80_000 }).map((n) => 'x'.repeat(n)),
  fc.tuple(fc.string({ maxLength: 10 }), fc.constantFrom(...NASTY)).map(([a, b]) => a + b),
);

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 5 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 3 }),
  fc.jsonValue({ maxDepth: 4 }),
);

/** Raw bodies that are not JSON, or JSON nested deeper than anyone needs. */
const rawText = fc.oneof(
  fc.constantFrom('{', '{"a":', 'nul', '\u0000', '{"name":"a\u0000"}', '', '[]', '"x"', '1e999'),
  fc.integer({ min: 1, max: 20_000 }).map((n) => '['.repeat(n) + ']'.repeat(n)),
  fc.integer({ min: 1, max: 20_000 }).map((n) => '{"a":'.repeat(n) + '1' + '}'.repeat(n)),
  fc.string({ unit: 'binary', maxLength: 60 }),
);

const contentTypes = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-16',
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'multipart/form-data',
  null,
);

export type HostileBody =
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; contentType: string | null; text: string }
  | { kind: 'form'; fields: Record<string, string | undefined>; junkFile: string | null }
  | { kind: 'none' };

/** Bodies for a route that takes the given fields: hostile values in them, or something else entirely. */
export function hostileBody(fields: readonly string[]): fc.Arbitrary<HostileBody> {
  const named = Object.fromEntries(fields.map((field) => [field, hostileValue]));
  const formFields = Object.fromEntries(fields.map((field) => [field, hostileString]));
  return fc.oneof(
    { weight: 4, arbitrary: fc.record(named, { requiredKeys: [] }).map(json) },
    fc.oneof(hostileValue, fc.jsonValue()).map(json),
    fc
      .record({ contentType: contentTypes, text: rawText })
      .map((raw) => ({ kind: 'raw', ...raw }) as const),
    fc
      .record({
        fields: fc.record(formFields, { requiredKeys: [] }),
        junkFile: fc.option(fc.constantFrom(...fields, 'file'), { nil: null }),
      })
      .map((form) => ({ kind: 'form', ...form }) as const),
    fc.constant({ kind: 'none' } as const),
  );
}

const json = (value: unknown): HostileBody => ({ kind: 'json', value });

/** Ids that are not the object's: malformed, absent, encoded oddly. */
export const oddId: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '-'.repeat(36),
    '00000000-0000-0000-0000-000000000000',
    'not-a-uuid',
    '%00',
    '%',
    '%E0%A4%A',
    '..',
    'null',
    '0',
    '1e9',
  ),
  fc.uuid(),
  fc.string({ minLength: 1, maxLength: 40 }).map(encodeURIComponent),
);

/** Sends one hostile request as the cookie's user. */
export async function sendHostile(
  app: TestApp,
  method: string,
  url: string,
  body: HostileBody,
  cookie: string,
  extraHeaders: Record<string, string> = {},
): Promise<Response> {
  const headers = new Headers({ origin: TEST_ORIGIN, cookie, ...extraHeaders });
  let payload: BodyInit | undefined;
  if (body.kind === 'json') {
    headers.set('content-type', 'application/json');
    payload = JSON.stringify(body.value) ?? 'null';
  } else if (body.kind === 'raw') {
    if (body.contentType) headers.set('content-type', body.contentType);
    payload = body.text;
  } else if (body.kind === 'form') {
    const form = new FormData();
    for (const [name, value] of Object.entries(body.fields)) {
      if (value !== undefined) form.append(name, value);
    }
    if (body.junkFile) form.append(body.junkFile, new Blob(['not really a file']), 'junk.png');
    payload = form;
  }
  return await app.request(
    url,
    { method, headers, body: payload },
    { incoming: { socket: { remoteAddress: randomIp() } } },
  );
}

const SNAPSHOT_TABLES = [
  'user',
  'account',
  'two_factor',
  'phone_factor',
  'profiles',
  'soundboards',
  'soundboard_buttons',
  'soundboard_likes',
  'sounds',
  'pending_file_deletions',
  'remote_tokens',
  'remote_pairing_codes',
];

/** Every row of the tables a request could change, as one comparable text. */
export async function snapshotRows(db: Database): Promise<string> {
  const parts = SNAPSHOT_TABLES.map(
    (table) =>
      sql`${table}::text, (select coalesce(json_agg(t order by t::text), '[]'::json) from ${sql.identifier(table)} t)`,
  );
  const result = await db.execute(
    sql`select json_build_object(${sql.join(parts, sql`, `)}) as rows`,
  );
  return JSON.stringify((result as { rows: unknown[] }).rows);
}
