/**
 * A stream flood from one address, in its own process (so that it does not slow the benchmark's health
 * probe): keeps FLOOD_CONCURRENCY attempts at GET /api/realtime in flight for FLOOD_SECONDS, keeps every
 * stream it is given open, and prints the count of answers by status as JSON.
 */
export {}; // a module: top-level await below

const url = process.env.FLOOD_URL!;
const seconds = Number(process.env.FLOOD_SECONDS ?? 10);
const concurrency = Number(process.env.FLOOD_CONCURRENCY ?? 64);
const statuses: Record<string, number> = {};
const kept: ReadableStreamDefaultReader<Uint8Array>[] = [];
const until = Date.now() + seconds * 1000;

async function attacker() {
  while (Date.now() < until) {
    try {
      const response = await fetch(`${url}/api/realtime`);
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      if (response.status === 200) kept.push(response.body!.getReader());
      else await response.arrayBuffer();
    } catch {
      statuses.error = (statuses.error ?? 0) + 1;
    }
  }
}

await Promise.all(Array.from({ length: concurrency }, attacker));
process.stdout.write(`${JSON.stringify({ statuses, kept: kept.length })}\n`);
await Promise.all(kept.map((reader) => reader.cancel().catch(() => undefined)));
process.exit(0);
