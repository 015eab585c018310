/**
 * A separate load-generator process for the static-throughput bench: `node --import tsx bench/web/http-load.ts
 * <url> <connections> <seconds> [accept-encoding]` keeps <connections> keep-alive requests in flight on
 * loopback for <seconds> and prints one line `result:{rps,p50,p99,mbps,status}`.
 */
import http from 'node:http';

const [target = '', connectionsArg = '16', secondsArg = '5', encoding = ''] = process.argv.slice(2);
const url = new URL(target);
if (url.hostname !== '127.0.0.1') throw new Error('loopback only');
const agent = new http.Agent({ keepAlive: true, maxSockets: Number(connectionsArg) });
const deadline = performance.now() + Number(secondsArg) * 1000;
const latencies: number[] = [];
let bytes = 0;
const statuses = new Set<number>();

function once(): Promise<void> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.get(
      url,
      { agent, headers: encoding ? { 'accept-encoding': encoding } : {} },
      (response) => {
        statuses.add(response.statusCode ?? 0);
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => {
          latencies.push(performance.now() - started);
          resolve();
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

const began = performance.now();
await Promise.all(
  Array.from({ length: Number(connectionsArg) }, async () => {
    while (performance.now() < deadline) await once();
  }),
);
const seconds = (performance.now() - began) / 1000;
latencies.sort((a, b) => a - b);
const pct = (p: number) => latencies[Math.floor((latencies.length - 1) * p)] ?? NaN;
agent.destroy();
process.stdout.write(
  `result:${JSON.stringify({
    rps: Math.round(latencies.length / seconds),
    p50: pct(0.5),
    p99: pct(0.99),
    mbps: bytes / seconds / 1e6,
    status: [...statuses],
  })}\n`,
);
