/**
 * `node --import tsx bench/server/popular-list.ts`: the popular page's query at 10,000 public boards (most of
 * them tied on likes), on both databases: its plan and its execution time inside the database (median and
 * p90 of EXPLAIN ANALYZE runs), and the same with the index of before migration 0009 rebuilt in its place.
 * Writes the "popular-list" section of bench/RESULTS.md.
 *   BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/test; "" skips PostgreSQL).
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client.ts';
import { applyMigrations } from '../../src/server/db/migrate.ts';
import { popularQuery } from '../../src/server/features/likes/likes.service.ts';
import { POPULAR_LIST_LIMIT } from '../../src/shared/limits.ts';
import { createProfile } from '../../src/server/test/factories.ts';
import { writeResultsSection } from '../results-file.ts';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const BOARDS = 10_000;
const RUNS = 30;

interface PlanNode {
  'Node Type': string;
  Plans?: PlanNode[];
}
type ExplainRow = { 'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time'?: number }] };
const nodeTypes = (node: PlanNode): string[] => [
  node['Node Type'],
  ...(node.Plans ?? []).flatMap(nodeTypes),
];

async function seed(handle: DatabaseHandle) {
  const { id: userId } = await createProfile(handle.db);
  await handle.db.execute(sql`
    insert into soundboards (user_id, name, is_public, likes_count, created_at)
    select ${userId}, 'Board ' || n, true, n % 7, now() - n * interval '1 second'
    from generate_series(1, ${BOARDS}) as n`);
  await handle.db.execute(sql`analyze soundboards`);
}

/** The page's own query with its parameters inlined (EXPLAIN takes no bound parameters here). */
function popularStatement(handle: DatabaseHandle) {
  const query = popularQuery(handle.db, POPULAR_LIST_LIMIT).toSQL();
  return sql.raw(
    query.sql.replace(/\$(\d+)/g, (_, n: string) => {
      const value = query.params[Number(n) - 1];
      return typeof value === 'number' ? String(value) : `'${String(value)}'`;
    }),
  );
}

function firstRow(result: unknown): ExplainRow {
  const [row] = (result as { rows: ExplainRow[] }).rows;
  if (!row) throw new Error('EXPLAIN returned no row');
  return row;
}

async function measure(handle: DatabaseHandle) {
  const statement = popularStatement(handle);
  const plan = await handle.db.execute<ExplainRow>(sql`explain (format json) ${statement}`);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const run = await handle.db.execute<ExplainRow>(
      sql`explain (analyze, format json) ${statement}`,
    );
    times.push(firstRow(run)['QUERY PLAN'][0]['Execution Time'] ?? Number.NaN);
  }
  times.sort((a, b) => a - b);
  return {
    plan: nodeTypes(firstRow(plan)['QUERY PLAN'][0].Plan).join(' → '),
    median: times[Math.floor(RUNS / 2)]!,
    p90: times[Math.floor(RUNS * 0.9)]!,
  };
}

/** The index exactly as migration 0000 made it (likes only, nulls last: no match for ORDER BY … DESC). */
async function withOldIndex(handle: DatabaseHandle) {
  await handle.db.execute(sql`drop index soundboards_popular_idx`);
  await handle.db
    .execute(sql`create index soundboards_popular_idx on soundboards (likes_count desc nulls last)
    where is_public and deleted_at is null`);
  await handle.db.execute(sql`analyze soundboards`);
}

async function bench(label: string, handle: DatabaseHandle) {
  await applyMigrations(handle);
  await seed(handle);
  const after = await measure(handle);
  await withOldIndex(handle);
  const before = await measure(handle);
  const ms = (v: number) => v.toFixed(2);
  return [
    `| ${label} | before (migration 0000: likes only, nulls last) | ${ms(before.median)} | ${ms(before.p90)} | ${before.plan} |`,
    `| ${label} | after (migration 0009) | **${ms(after.median)}** | ${ms(after.p90)} | ${after.plan} |`,
  ];
}

const rows: string[] = [];
const embedded = await openDatabase({ kind: 'pglite', dataDir: undefined });
try {
  rows.push(...(await bench('embedded (PGlite)', embedded)));
} finally {
  await embedded.close();
}
if (ADMIN_URL) {
  const name = `bench_popular_${randomUUID().slice(0, 8)}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const server = await openDatabase({ kind: 'postgres', url: url.href });
  try {
    rows.push(...(await bench('PostgreSQL', server)));
  } finally {
    await server.close();
    await admin.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)}`);
    await admin.end();
  }
}

const section = `## Popular list at ${BOARDS.toLocaleString('en')} public boards (decision 025)

Latest run: ${new Date().toISOString()}, Node ${process.version}. \`GET /api/boards/popular\`'s own query
(\`popularQuery()\`, first page of ${POPULAR_LIST_LIMIT}), ${BOARDS.toLocaleString('en')} public boards whose likes
range over 0–6 (ties are the rule), execution time inside the database from \`EXPLAIN ANALYZE\`, ${RUNS} runs.
"Before" rebuilds the index as it was before migration 0009 on the same data.

| database | index | median ms | p90 ms | plan |
|---|---|---|---|---|
${rows.join('\n')}
`;
process.stdout.write(section);
await writeResultsSection('popular-list', section);
