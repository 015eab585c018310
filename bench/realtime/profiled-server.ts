/**
 * The server for bench/realtime/fan-out.ts when FAN_PROFILE_DIR is set: src/server/main.ts with a switch for
 * the V8 CPU profiler (inspector Profiler, 100 µs sampling). SIGUSR2 starts it; the next SIGUSR2 stops it and
 * writes PROFILE_DIR/<pid>-<n>.cpuprofile, then PROFILE_DIR/<pid>-<n>.done. Only the profiled interval (the
 * edits) is in the profile, not start-up or the viewers' connections.
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';

const dir = process.env.PROFILE_DIR!;
const session = new Session();
session.connect();
let running = false;
let count = 0;

async function toggle() {
  if (!running) {
    running = true;
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 100 });
    await session.post('Profiler.start');
    return;
  }
  running = false;
  const { profile } = await session.post('Profiler.stop');
  count += 1;
  const name = path.join(dir, `${process.pid}-${count}`);
  writeFileSync(`${name}.cpuprofile`, JSON.stringify(profile));
  writeFileSync(`${name}.done`, '');
}

process.on('SIGUSR2', () => void toggle());
await import('../../src/server/main.ts');
