/**
 * A load row measured in CPU: the server process's /proc CPU and its PostgreSQL backends' per request, while
 * `http-load.ts` runs the plan in its own process. Shared by the list benches (decisions 065, 066).
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type pg from 'pg';
import type { ServerProcess } from '../load/server-process.ts';

/** Linux's clock ticks a second (USER_HZ), the unit of /proc/<pid>/stat's CPU times. */
const TICKS_PER_SECOND = 100;

function procCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0; // a backend that ended during the row
  }
}

/** CPU ms of every PostgreSQL backend connected to this database (the server's pool), summed. */
export async function backendsCpuMs(admin: pg.Client | null, dbName: string | undefined) {
  if (!admin || !dbName) return 0;
  const { rows } = await admin.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = $1',
    [dbName],
  );
  return rows.reduce((sum, row) => sum + procCpuMs(row.pid), 0);
}

interface LoadResult {
  requests: number;
  rps: number;
  errors: number;
  latency: { p50: number; p99: number };
}

/** Runs the load plan; `cpu` and `db` are the server's and the database's CPU ms per request. */
export async function runLoad(server: ServerProcess, plan: object, db: () => Promise<number>) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'http-load.ts'), JSON.stringify(plan)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const cpuBefore = server.cpuMs();
  const dbBefore = await db();
  let result: LoadResult | undefined;
  for await (const line of createInterface({ input: child.stdout })) {
    if (line.startsWith('result:')) result = JSON.parse(line.slice(7)) as LoadResult;
  }
  const cpuMs = server.cpuMs() - cpuBefore;
  const dbMs = (await db()) - dbBefore;
  if (!result || result.errors > 0) throw new Error(`load failed: ${JSON.stringify(result)}`);
  return { ...result, cpu: cpuMs / result.requests, db: dbMs / result.requests };
}
