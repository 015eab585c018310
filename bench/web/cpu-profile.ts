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
