/** p50 / p99 / max of a list of latencies in milliseconds. */
export function summarise(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) =>
    sorted.length ? Math.round(sorted[Math.floor((sorted.length - 1) * p)]! * 10) / 10 : 0;
  return { count: sorted.length, p50: at(0.5), p99: at(0.99), max: at(1) };
}
