import { availableParallelism, loadavg } from 'node:os';

/** The most a busy machine stretches the test time-outs. */
const MAX_SCALE = 4;

/** Fresh memory the speed probe touches, one page at a time. */
const PROBE_BYTES = 64 << 20;
const PAGE_BYTES = 4096;
/**
 * What the probe takes on the 2-core machine the time-outs were set on, at its usual speed (decision 072
 * addendum 4): 310 ms at an hour when its browser tests ran 3.9 times slower than in CI, so about 80 ms.
 */
export const PROBE_REFERENCE_MS = 80;

/**
 * Milliseconds to touch PROBE_BYTES of fresh memory: what a virtual machine whose page faults are slow (this
 * one's cost 12–19 µs each, and vary hour to hour) makes slow for every test, Chromium's fresh renderers and
 * Node's heaps alike, while its load average says nothing. The fastest of three.
 */
export function memoryTouchMs(): number {
  let fastest = Infinity;
  for (let run = 0; run < 3; run++) {
    const started = performance.now();
    const memory = new Uint8Array(PROBE_BYTES);
    for (let at = 0; at < memory.length; at += PAGE_BYTES) memory[at] = 1;
    fastest = Math.min(fastest, performance.now() - started);
  }
  return fastest;
}

const tenths = (value: number) => Math.round(value * 10) / 10;

/**
 * How much longer than on an idle machine the tests may take before a time-out fails them, in one place
 * (decision 072): TEST_TIME_SCALE when set (a number ≥ 1, e.g. 3 on a slow CI runner), otherwise taken when
 * the run starts from the larger of the load average per core (1 while the machine has a core per runnable
 * process) and the memory probe against its usual figure (1 at the machine's usual speed), up to ×4.
 * vitest.config.ts and playwright.config.ts multiply the test and hook time-outs by it.
 */
export function testTimeScale(
  env: NodeJS.ProcessEnv = process.env,
  load = loadavg()[0] ?? 0,
  cores = availableParallelism(),
  touchMs: () => number = memoryTouchMs,
): number {
  const set = Number(env.TEST_TIME_SCALE);
  if (env.TEST_TIME_SCALE && Number.isFinite(set) && set >= 1) return set;
  const byLoad = load / cores;
  const bySpeed = touchMs() / PROBE_REFERENCE_MS;
  return Math.min(MAX_SCALE, Math.max(1, tenths(Math.max(byLoad, bySpeed))));
}
