import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** What the scrape reads from the running instance, each at the moment of the scrape. */
export interface MetricsSources {
  /** Server-sent event streams open now (realtime and live together). */
  openStreams(): number;
  /** The PostgreSQL pool's connections; absent on the embedded database (one in-process connection). */
  pool?(): { total: number; idle: number; waiting: number };
  /** Bytes of every stored file (all users, the trash included). */
  storageUsedBytes(): Promise<number>;
}

/** Seconds; a board read takes ~1 ms, an upload or import seconds. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The instance's Prometheus metrics (decision 058, docs/deploy.md "Metrics"): one registry per instance,
 * created only when METRICS_TOKEN is set. prom-client keeps the counters and the exposition format.
 */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'soundboard_' });
  const requests = new Counter({
    name: 'soundboard_http_requests_total',
    help: 'HTTP requests answered by the app, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'soundboard_http_request_duration_seconds',
    help: 'Time from the request reaching the app to its response headers, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const jobRuns = new Counter({
    name: 'soundboard_job_runs_total',
    help: 'Background job runs (the hourly pass, the minutely ingest sweep), by job and outcome.',
    labelNames: ['job', 'outcome'] as const,
    registers: [registry],
  });
  let sources: MetricsSources | null = null;
  new Gauge({
    name: 'soundboard_open_streams',
    help: 'Server-sent event streams open on this instance (realtime and live listeners).',
    registers: [registry],
    collect() {
      if (sources) this.set(sources.openStreams());
    },
  });
  const pool = new Gauge({
    name: 'soundboard_db_pool_connections',
    help: 'PostgreSQL pool connections by state (total, idle, and requests waiting for one).',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = sources?.pool?.();
      if (!stats) return;
      for (const state of ['total', 'idle', 'waiting'] as const) {
        pool.set({ state }, stats[state]);
      }
    },
  });
  new Gauge({
    name: 'soundboard_storage_used_bytes',
    help: 'Bytes of all stored files (sounds, images, avatars; the trash included).',
    registers: [registry],
    async collect() {
      if (sources) this.set(await sources.storageUsedBytes());
    },
  });

  return {
    registry,
    /** Connects the gauges to the instance (createApp calls it once its pieces exist). */
    observe(from: MetricsSources) {
      sources = from;
    },
    recordRequest(method: string, route: string, status: number, seconds: number) {
      requests.inc({ method, route, status: String(status) });
      latency.observe({ method, route }, seconds);
    },
    recordJobRun: (job: 'pass' | 'sweep', outcome: 'ok' | 'failed') => {
      jobRuns.inc({ job, outcome });
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
