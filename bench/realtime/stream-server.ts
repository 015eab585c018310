/**
 * The real server (src/server/main.ts) plus a memory probe for the stream benchmark: GET on
 * BENCH_PROBE_PORT collects garbage and answers this process's heap figures and the instance's stream cap.
 * Started with the node flags of `npm start` and --expose-gc by bench/realtime/stream-capacity.ts.
 */
import { createServer } from 'node:http';
import { getHeapStatistics } from 'node:v8';
import { loadConfig } from '../../src/server/config.ts';
import { derivedInstanceStreams } from '../../src/server/realtime/stream-registry.ts';

const gc = (globalThis as { gc?: () => void }).gc;
const config = loadConfig();

createServer((_request, response) => {
  gc?.();
  const memory = process.memoryUsage();
  response.setHeader('content-type', 'application/json');
  response.end(
    JSON.stringify({
      heapUsed: memory.heapUsed,
      rss: memory.rss,
      external: memory.external,
      heapLimit: getHeapStatistics().heap_size_limit,
      instanceCap: derivedInstanceStreams(config.limits.STREAMS_PER_INSTANCE),
    }),
  );
}).listen(Number(process.env.BENCH_PROBE_PORT), '127.0.0.1');

await import('../../src/server/main.ts');
