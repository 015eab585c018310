import { availableParallelism, loadavg } from 'node:os';

/** The most a busy machine stretches the test time-outs. */
const MAX_SCALE = 4;

/**
 * How much longer than on an idle machine the tests may take before a time-out fails them, in one place
 * (decision 072): TEST_TIME_SCALE when set (a number ≥ 1, e.g. 3 on a slow CI runner), otherwise from the
 * load average when the run starts — 1 while the machine has a core per runnable process, rising with the
 * load per core up to ×4. vitest.config.ts multiplies every project's test and hook time-outs by it.
 */
export function testTimeScale(
  env: NodeJS.ProcessEnv = process.env,
  load = loadavg()[0] ?? 0,
  cores = availableParallelism(),
): number {
  const set = Number(env.TEST_TIME_SCALE);
  if (env.TEST_TIME_SCALE && Number.isFinite(set) && set >= 1) return set;
  return Math.min(MAX_SCALE, Math.max(1, Math.round((load / cores) * 10) / 10));
}
