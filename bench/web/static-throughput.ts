/**
 * `npm run bench:static`: static asset and /files throughput of our server against a bare node:http +
 * fs.createReadStream server on the same file, in the same run (decision 010). Three processes: our server,
 * the bare server, and a separate load generator (bench/web/http-load.ts); rounds alternate between the two
 * servers and the best round of each counts.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { writeResultsSection } from '../results-file.ts';
import { percentile } from './browser.ts';
import { DIST, ensureBuild, ROOT, startWebServer, uploadSounds } from './web-fixture.ts';

const CONNECTIONS = 16;
const SECONDS = 3;
const ROUNDS = 5;
const BASELINE = path.join(import.meta.dirname, 'static-baseline.json');

interface Load {
  rps: number;
  p50: number;
  p99: number;
  mbps: number;
  status: number[];
}

function runNode(args: string[], onLine: (line: string) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], { cwd: ROOT });
    child.stdout.setEncoding('utf8').on('data', (text: string) => text.split('\n').forEach(onLine));
    child.stderr.pipe(process.stderr);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${args[0]} exited ${code}`)),
    );
  });
}

async function load(url: string, encoding = ''): Promise<Load> {
  let result: Load | undefined;
  await runNode(
    ['bench/web/http-load.ts', url, String(CONNECTIONS), String(SECONDS), encoding],
    (line) => {
      if (line.startsWith('result:')) result = JSON.parse(line.slice(7)) as Load;
    },
  );
  if (!result) throw new Error('load generator gave no result');
  return result;
}

async function startBare(file: string, type: string, encoding = '') {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'bench/web/bare-static-server.ts', file, type, encoding],
    { cwd: ROOT },
  );
  const port = await new Promise<number>((resolve) =>
    child.stdout.setEncoding('utf8').on('data', (text: string) => {
      const match = /listening:(\d+)/.exec(text);
      if (match) resolve(Number(match[1]));
    }),
  );
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: () => new Promise((resolve) => child.on('exit', resolve).kill('SIGTERM')),
  };
}

function findFile(dir: string, ext: string): string {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      const found = findFile(full, ext);
      if (found) return found;
    } else if (entry.name.endsWith(ext)) return full;
  }
  return '';
}

ensureBuild();
const assets = path.join(DIST, 'assets');
const largestJs = readdirSync(assets)
  .filter((name) => name.endsWith('.js'))
  .sort((a, b) => statSync(path.join(assets, b)).size - statSync(path.join(assets, a)).size)[0]!;
const jsFile = path.join(assets, largestJs);
const web = await startWebServer();
await uploadSounds(web, 1, 2);
const wavFile = findFile(web.dataDir, '.wav');
const wavPath = `/files/sounds/${path.relative(path.join(web.dataDir, 'files', 'sounds'), wavFile)}`;
const hasBr = existsSync(`${jsFile}.br`);
const cases = [
  {
    label: `largest JS asset (${kb(jsFile)}), no Accept-Encoding`,
    ours: `/assets/${largestJs}`,
    file: jsFile,
    type: 'text/javascript',
    encoding: '',
    served: '',
  },
  {
    label: `largest JS asset, Accept-Encoding: br, gzip (${hasBr ? `br ${kb(`${jsFile}.br`)}` : 'sent uncompressed'})`,
    ours: `/assets/${largestJs}`,
    file: hasBr ? `${jsFile}.br` : jsFile,
    type: 'text/javascript',
    encoding: 'br, gzip',
    served: hasBr ? 'br' : '',
  },
  {
    label: `/files WAV (${kb(wavFile)})`,
    ours: wavPath,
    file: wavFile,
    type: 'audio/wav',
    encoding: '',
    served: '',
  },
];
const rows: string[] = [];
try {
  for (const c of cases) {
    const bare = await startBare(c.file, c.type, c.served);
    let best = { ours: undefined as Load | undefined, bare: undefined as Load | undefined };
    const ratios: number[] = [];
    // Warm-up (JIT, file cache), then paired rounds in alternating order; the median pair ratio counts.
    await load(`${web.server.url}${c.ours}`, c.encoding);
    await load(bare.url, c.encoding);
    for (let round = 0; round < ROUNDS; round++) {
      const runOurs = () => load(`${web.server.url}${c.ours}`, c.encoding);
      const runBare = () => load(bare.url, c.encoding);
      const [ours, base] =
        round % 2 === 0
          ? [await runOurs(), await runBare()]
          : await runBare().then(async (b) => [await runOurs(), b] as const);
      if (!ours.status.every((s) => s === 200)) {
        throw new Error(`${c.ours} answered ${ours.status.join(',')}`);
      }
      ratios.push(ours.rps / base.rps);
      if (!best.ours || ours.rps > best.ours.rps) best = { ...best, ours };
      if (!best.bare || base.rps > best.bare.rps) best = { ...best, bare: base };
    }
    await bare.stop();
    const ratio = percentile(ratios, 0.5).toFixed(2);
    rows.push(
      `| ${c.label} | ${best.ours!.rps} (p99 ${best.ours!.p99.toFixed(1)} ms) | ${best.bare!.rps} (p99 ${best.bare!.p99.toFixed(1)} ms) | **${ratio}×** |`,
    );
  }
} finally {
  await web.stop();
}
if (process.argv.includes('--save-baseline'))
  await writeFile(BASELINE, `${JSON.stringify(rows, null, 2)}\n`);
const before = existsSync(BASELINE)
  ? (JSON.parse(await readFile(BASELINE, 'utf8')) as string[])
  : [];
const table = (lines: string[]) =>
  `| file | our server req/s (best) | bare node:http req/s (best) | ratio (median of pairs) |\n|---|---|---|---|\n${lines.join('\n')}`;
const report = `## Web: static asset and /files throughput vs a bare node:http server (decision 010)

Latest run: ${new Date().toISOString()}, Node ${process.version}. ${CONNECTIONS} keep-alive connections from a separate
load-generator process, ${SECONDS} s per round, ${ROUNDS} paired rounds in alternating order after a warm-up; the ratio is the median of
the pairs' ratios (the machine is shared, so single rounds swing), req/s the best round of each server. Our
server runs in production mode (own process, embedded database, LOG_LEVEL=warn); the bare server answers every
request with the same file through \`fs.createReadStream\`.

Now:

${table(rows)}

Before (main at 49aa39e, bench/web/static-baseline.json):

${before.length ? table(before) : '–'}
`;
await writeResultsSection('web-static', report);
process.stdout.write(report);

function kb(file: string) {
  return `${(statSync(file).size / 1024).toFixed(0)} KB`;
}
