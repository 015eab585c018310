import { TSX_SERVER_ARGS } from '../load/server-process.ts';

/** How the benchmarks start the server: as `npm start` runs it. */
export function serverArgs(): string[] {
  return TSX_SERVER_ARGS;
}
