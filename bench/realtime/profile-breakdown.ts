/**
 * Breaks the server's CPU per edit of a profiled fan-out run (FAN_PROFILE_DIR=<dir> npm run bench:fan-out) down
 * by where it went: the V8 profile's self time per category (our code, Hono, web streams, node:http's write and
 * chunked encoding, the socket write calls, garbage collection, ...) per edit, and per extra viewer between the
 * largest and the smallest round of each database; beside it the user and system CPU from /proc (the kernel's
 * part of the socket writes is in "system", which the profile sees only as time inside the write calls).
 * Run: node --import tsx bench/realtime/profile-breakdown.ts <dir>
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}
interface Summary {
  database: string;
  viewers: number;
  edits: number;
  userMs: number;
  systemMs: number;
  idleCpuMs: number;
  wallMs: number;
  profile: string;
}

const NATIVE_WRITES = new Set(['writev', 'writeBuffer', 'writeUtf8String', 'writeLatin1String']);

function category({ functionName, url }: ProfileNode['callFrame']): string | null {
  if (functionName === '(idle)' || functionName === '(root)') return null;
  if (functionName === '(garbage collector)') return 'garbage collection';
  if (functionName === '(program)') return 'V8/native, unattributed ((program))';
  if (!url && NATIVE_WRITES.has(functionName))
    return 'socket write calls (libuv, the write syscall)';
  if (
    url.includes('/src/server/realtime/') ||
    url.includes('/src/server/domain/boards/board-document')
  )
    return 'our code: realtime (hub, connections, SSE response, board events)';
  if (url.includes('/src/server/')) return 'our code: other (routes, middleware, database access)';
  if (url.includes('@hono/node-server')) return '@hono/node-server (body stream → res.write)';
  if (url.includes('node_modules/hono/')) return 'hono';
  if (url.startsWith('node:internal/webstreams'))
    return 'web streams (ReadableStream per response)';
  if (/^node:_http_(outgoing|server|common)/.test(url))
    return 'node:http (res.write, chunked framing, cork)';
  if (url === 'node:net' || url.startsWith('node:internal/stream_base_commons'))
    return 'node:net socket (JS part of the write)';
  if (url.startsWith('node:internal/streams/')) return 'node streams (Writable buffering, drain)';
  if (url.startsWith('node:internal/process/task_queues') || functionName === 'runMicrotasks')
    return 'task queues (nextTick, microtasks)';
  if (url.includes('pglite') || url.includes('node_modules/postgres') || url.includes('drizzle'))
    return 'database client';
  if (!url) return `native: ${functionName}`;
  return 'other JavaScript';
}

/** Self time per category and the top functions, in ms. */
function breakdown(profile: Profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => {
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000);
  });
  const categories = new Map<string, number>();
  const functions = new Map<string, number>();
  for (const [id, ms] of self) {
    const frame = byId.get(id)!.callFrame;
    const cat = category(frame);
    if (!cat) continue;
    categories.set(cat, (categories.get(cat) ?? 0) + ms);
    const name = `${frame.functionName || '(anonymous)'} ${frame.url.replace(/^.*\/(node_modules|src)\//, '$1/')}:${frame.lineNumber + 1}`;
    functions.set(name, (functions.get(name) ?? 0) + ms);
  }
  return { categories, functions };
}

const dir = process.argv[2]!;
const rounds = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => {
    const summary = JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as Summary;
    const profile = JSON.parse(readFileSync(path.join(dir, summary.profile), 'utf8')) as Profile;
    return { summary, ...breakdown(profile) };
  });

const f1 = (n: number) => n.toFixed(1);
for (const database of new Set(rounds.map((r) => r.summary.database))) {
  const mine = rounds
    .filter((r) => r.summary.database === database)
    .sort((a, b) => a.summary.viewers - b.summary.viewers);
  const [small, big] = [mine[0]!, mine.at(-1)!];
  const extra = big.summary.viewers - small.summary.viewers;
  const perEdit = (r: (typeof mine)[number], cat: string) =>
    (r.categories.get(cat) ?? 0) / r.summary.edits;
  const cats = [...big.categories.keys()].sort((a, b) => perEdit(big, b) - perEdit(big, a));
  const head = mine.map((r) => `ms per edit at ${r.summary.viewers}`).join(' | ');
  const lines = [
    `### ${database}`,
    '',
    `| where | ${head} | µs per extra viewer per edit |`,
    `|---|${mine.map(() => '---|').join('')}---|`,
  ];
  const row = (name: string, value: (r: (typeof mine)[number]) => number) =>
    `| ${name} | ${mine.map((r) => f1(value(r))).join(' | ')} | ${f1(((value(big) - value(small)) * 1000) / extra)} |`;
  for (const cat of cats) lines.push(row(cat, (r) => perEdit(r, cat)));
  lines.push(
    row(
      '**profile total (JS thread, not idle)**',
      (r) => [...r.categories.values()].reduce((a, b) => a + b, 0) / r.summary.edits,
    ),
  );
  lines.push(row('/proc user CPU (all threads)', (r) => r.summary.userMs / r.summary.edits));
  lines.push(row('/proc system CPU (kernel)', (r) => r.summary.systemMs / r.summary.edits));
  lines.push('', `Top functions (self ms per edit) at ${big.summary.viewers} viewers:`, '');
  const top = [...big.functions].sort((a, b) => b[1] - a[1]).slice(0, 20);
  for (const [name, ms] of top) lines.push(`- ${f1(ms / big.summary.edits)} ${name}`);
  process.stdout.write(`${lines.join('\n')}\n\n`);
}
