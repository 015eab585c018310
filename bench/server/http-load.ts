/**
 * A load client as its own process (the server's CPU budget stays the server's): closed-loop keep-alive
 * connections over node:http, each sending the next request when the previous answer is read. Loopback only.
 * Argument: JSON {url, cookie?, connections, requests, maxSeconds, probe?: {url, intervalMs}}; the probe
 * sends one request every intervalMs on its own connection while the load runs (its latencies are reported
 * apart). Prints `result:{json}`.
 */
import http from 'node:http';
import { summarise } from '../load/latency.ts';

interface Plan {
  url: string;
  cookie?: string;
  connections: number;
  requests: number;
  maxSeconds: number;
  probe?: { url: string; intervalMs: number };
}

const plan = JSON.parse(process.argv[2] ?? '{}') as Plan;
for (const target of [plan.url, plan.probe?.url].filter(Boolean) as string[]) {
  const host = new URL(target).hostname;
  if (host !== '127.0.0.1' && host !== 'localhost') throw new Error(`loopback only, not ${host}`);
}

function get(url: URL, agent: http.Agent, cookie?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      url,
      { agent, headers: { origin: url.origin, ...(cookie ? { cookie } : {}) } },
      (response) => {
        response.on('data', () => undefined);
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

const target = new URL(plan.url);
const agent = new http.Agent({ keepAlive: true, maxSockets: plan.connections });
const latencies: number[] = [];
const probeLatencies: number[] = [];
let errors = 0;
let sent = 0;
let done = false;
const deadline = performance.now() + plan.maxSeconds * 1000;

const probe = plan.probe
  ? (async () => {
      const probeUrl = new URL(plan.probe!.url);
      const probeAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      while (!done) {
        const t0 = performance.now();
        const status = await get(probeUrl, probeAgent);
        if (status !== 200) errors += 1;
        probeLatencies.push(performance.now() - t0);
        await new Promise((resolve) => setTimeout(resolve, plan.probe!.intervalMs));
      }
      probeAgent.destroy();
    })()
  : Promise.resolve();

const started = performance.now();
await Promise.all(
  Array.from({ length: plan.connections }, async () => {
    while (sent < plan.requests && performance.now() < deadline) {
      sent += 1;
      const t0 = performance.now();
      const status = await get(target, agent, plan.cookie);
      latencies.push(performance.now() - t0);
      if (status !== 200) errors += 1;
    }
  }),
);
const seconds = (performance.now() - started) / 1000;
done = true;
await probe;
agent.destroy();
process.stdout.write(
  `result:${JSON.stringify({
    requests: latencies.length,
    rps: Math.round(latencies.length / seconds),
    errors,
    latency: summarise(latencies),
    probe: summarise(probeLatencies),
  })}\n`,
);
