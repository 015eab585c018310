import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '#server/test/auth-client.ts';
import { createTestApp } from '#server/test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '#server/test/test-database.ts';
import { POPULAR_LIST_LIMIT } from '#shared/limits.ts';
import { popularQuery } from './likes.service.ts';

const BOARDS = 10_000;
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  const { userId } = await signUp(createTestApp(database));
  // Many public boards, most with the same like count (as in life: ties are the rule, not the exception).
  await database.db.execute(sql`
    insert into soundboards (user_id, name, is_public, likes_count, created_at)
    select ${userId}, 'Board ' || n, true, n % 7, now() - n * interval '1 second'
    from generate_series(1, ${BOARDS}) as n`);
  await database.db.execute(sql`analyze soundboards`);
}, 120_000);
afterAll(() => database.destroy());

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}
const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];

describe('GET /api/boards/popular at 10,000 public boards', () => {
  it('reads the boards in index order: no sort of every public board', async () => {
    const query = popularQuery(database.db, POPULAR_LIST_LIMIT).toSQL();
    const statement = sql.raw(
      query.sql.replace(/\$(\d+)/g, (_, n: string) => {
        const value = query.params[Number(n) - 1];
        return typeof value === 'number' ? String(value) : `'${String(value)}'`;
      }),
    );
    const result = await database.db.execute<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      sql`explain (format json) ${statement}`,
    );
    const rows = (result as { rows: { 'QUERY PLAN': [{ Plan: PlanNode }] }[] }).rows;
    const [first] = rows;
    if (!first) throw new Error('no plan');
    const plan = nodes(first['QUERY PLAN'][0].Plan);
    const types = plan.map((node) => node['Node Type']);
    expect(types, JSON.stringify(types)).not.toContain('Sort');
    expect(types, JSON.stringify(types)).not.toContain('Incremental Sort');
    expect(plan.some((node) => node['Index Name'] === 'soundboards_popular_idx')).toBe(true);
  });
});
