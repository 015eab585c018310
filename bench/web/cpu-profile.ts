/**
 * A CPU profile of a page over a stretch of a benchmark (CDP Profiler), saved as a .cpuprofile (opens in the
 * Performance panel) and summed up as the functions with the most self time, to see where a frame goes.
 */
import { writeFile } from 'node:fs/promises';
import type { BrowserContext, Page } from '@playwright/test';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export async function profile<T>(
  context: BrowserContext,
  page: Page,
  file: string,
  stretch: () => Promise<T>,
): Promise<{ result: T; top: string }> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  const result = await stretch();
  const { profile: data } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  await cdp.detach();
  await writeFile(file, JSON.stringify(data));
  return { result, top: topSelfTime(data, 25) };
}

/** The `count` functions with the most self time, "ms  name  file:line". */
export function topSelfTime(data: Profile, count: number): string {
  const byId = new Map(data.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  data.samples.forEach((id, i) => {
    const frame = byId.get(id)!.callFrame;
    const file = frame.url.split('/').pop() ?? '';
    const key = `${frame.functionName || '(anonymous)'}  ${file}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (data.timeDeltas[i] ?? 0) / 1000);
  });
  return [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, ms]) => `${ms.toFixed(1).padStart(8)} ms  ${key}`)
    .join('\n');
}

interface TraceEvent {
  name: string;
  ph: string;
  dur?: number;
  tid: number;
  pid: number;
  args?: { name?: string };
}

/**
 * A Chromium trace (devtools.timeline) over a stretch: time per event name and thread (style, layout, paint,
 * raster, scripts), to see the work that a JS profile shows only as "(program)".
 */
export async function trace<T>(
  context: BrowserContext,
  page: Page,
  file: string,
  stretch: () => Promise<T>,
): Promise<{ result: T; top: string }> {
  const cdp = await context.newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) =>
    events.push(...(value as unknown as TraceEvent[])),
  );
  const complete = new Promise<void>((resolve) =>
    cdp.once('Tracing.tracingComplete', () => resolve()),
  );
  await cdp.send('Tracing.start', {
    traceConfig: {
      includedCategories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'toplevel',
        'cc',
        'viz',
        'blink',
      ],
    },
    transferMode: 'ReportEvents',
  });
  const result = await stretch();
  await cdp.send('Tracing.end');
  await complete;
  await cdp.detach();
  await writeFile(file, JSON.stringify({ traceEvents: events }));
  const threads = new Map<string, string>();
  for (const e of events) {
    if (e.ph === 'M' && e.name === 'thread_name')
      threads.set(`${e.pid}:${e.tid}`, e.args?.name ?? '');
  }
  const sums = new Map<string, number>();
  for (const e of events) {
    if (e.ph !== 'X' || !e.dur) continue;
    const key = `${threads.get(`${e.pid}:${e.tid}`) ?? e.tid}  ${e.name}`;
    sums.set(key, (sums.get(key) ?? 0) + e.dur / 1000);
  }
  const top = [...sums.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 40)
    .map(([key, ms]) => `${ms.toFixed(1).padStart(8)} ms  ${key}`)
    .join('\n');
  return { result, top };
}

interface TimedEvent extends TraceEvent {
  ts: number;
  tdur?: number;
}

/**
 * The renderer's main-thread tasks over a stretch (Chromium tracing, 'toplevel'): the longest task's CPU
 * time (thread time, which other processes on a busy machine do not stretch the way they stretch wall time)
 * and its wall time, and the CPU time of all tasks.
 */
export async function mainThreadTasks<T>(
  context: BrowserContext,
  page: Page,
  stretch: () => Promise<T>,
): Promise<{ result: T; longestCpu: number; longestWall: number; busyCpu: number }> {
  const cdp = await context.newCDPSession(page);
  const events: TimedEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) =>
    events.push(...(value as unknown as TimedEvent[])),
  );
  const complete = new Promise<void>((resolve) =>
    cdp.once('Tracing.tracingComplete', () => resolve()),
  );
  await cdp.send('Tracing.start', {
    traceConfig: { includedCategories: ['toplevel', '__metadata'] },
    transferMode: 'ReportEvents',
  });
  const result = await stretch();
  await cdp.send('Tracing.end');
  await complete;
  await cdp.detach();
  const main = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const tasks = events.filter(
    (e) =>
      e.ph === 'X' && e.name === 'ThreadControllerImpl::RunTask' && main.has(`${e.pid}:${e.tid}`),
  );
  const cpu = (e: TimedEvent) => (e.tdur ?? 0) / 1000;
  return {
    result,
    longestCpu: Math.max(0, ...tasks.map(cpu)),
    longestWall: Math.max(0, ...tasks.map((e) => (e.dur ?? 0) / 1000)),
    busyCpu: tasks.reduce((sum, e) => sum + cpu(e), 0),
  };
}
