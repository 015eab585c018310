/**
 * `npm run bench:lighthouse`: Lighthouse mobile (default simulated throttling), median of RUNS runs, on `/` and
 * a public 16-button /board/{id} of the production build served by the real server (decision 023). Uses the
 * `lighthouse` CLI (12.8.x) from LIGHTHOUSE_BIN or node_modules/.bin, with Debian Chromium.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { CHROMIUM_FLAGS } from '../../e2e/support/chromium-flags.ts';
import { findChromium } from '../../e2e/support/find-chromium.ts';
import { writeResultsSection } from '../results-file.ts';
import { percentile } from './browser.ts';
import { installabilityErrors } from './installability.ts';
import {
  createPublicBoard,
  ensureBuild,
  ROOT,
  startWebServer,
  uploadSounds,
} from './web-fixture.ts';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const BIN = process.env.LIGHTHOUSE_BIN ?? path.join(ROOT, 'node_modules/.bin/lighthouse');
const run = promisify(execFile);
const BASELINE = path.join(import.meta.dirname, 'lighthouse-baseline.json');
/** The run before the latest change to the start-up work (decision 023), kept beside the first baseline. */
const PREVIOUS = path.join(import.meta.dirname, 'lighthouse-previous.json');
const ATTEMPTS = 3;

interface Report {
  runtimeError?: { code: string };
  categories: { performance: { score: number } };
  audits: Record<string, { numericValue?: number }>;
}

/** One Lighthouse run; a run whose trace Chromium recorded without a navigation start is run again. */
async function audit(url: string) {
  for (let attempt = 1; ; attempt++) {
    const report = await lighthouse(url);
    if (!report.runtimeError || attempt === ATTEMPTS) return figures(report);
    process.stderr.write(`lighthouse: ${report.runtimeError.code}, running again\n`);
  }
}

/**
 * One Lighthouse run, its report written to a file: read from stdout it was sometimes not JSON (Chromium's
 * own output can land in the same stream), and the run crashed on parsing it.
 */
async function lighthouse(url: string) {
  const dir = await mkdtemp(path.join(tmpdir(), 'lighthouse-'));
  const reportPath = path.join(dir, 'report.json');
  try {
    await run(
      BIN,
      [
        url,
        `--chrome-path=${findChromium()}`,
        `--chrome-flags=--headless ${CHROMIUM_FLAGS.join(' ')}`,
        '--only-categories=performance',
        '--output=json',
        `--output-path=${reportPath}`,
        '--quiet',
      ],
      { maxBuffer: 64 * 1024 * 1024 },
      // A runtime error (NO_NAVSTART) exits with 1 but still writes the report.
    ).catch(() => undefined);
    return JSON.parse(await readFile(reportPath, 'utf8')) as Report;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function figures(report: Report) {
  return {
    score: Math.round(report.categories.performance.score * 100),
    lcp: report.audits['largest-contentful-paint']?.numericValue ?? NaN,
    fcp: report.audits['first-contentful-paint']?.numericValue ?? NaN,
    cls: report.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    tbt: report.audits['total-blocking-time']?.numericValue ?? NaN,
  };
}

if (!existsSync(BIN)) {
  process.stdout.write(`lighthouse not found at ${BIN}: set LIGHTHOUSE_BIN\n`);
  process.exit(0);
}
ensureBuild();
const web = await startWebServer();
const rows: string[] = [];
let installability: string[] = [];
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');
const loadBefore = load();
try {
  const sounds = await uploadSounds(web, 16, 0.5);
  const board = await createPublicBoard(web, 'Sixteen', 16, sounds);
  for (const [label, target] of [
    ['/', '/'],
    ['/board/{id} (16 buttons, public)', `/board/${board}`],
  ] as const) {
    const results: Awaited<ReturnType<typeof audit>>[] = [];
    for (let i = 0; i < RUNS; i++) results.push(await audit(`${web.server.url}${target}`));
    const median = (key: keyof (typeof results)[number]) =>
      percentile(
        results.map((r) => r[key]),
        0.5,
      );
    rows.push(
      `| ${label} | ${median('score')} (${results.map((r) => r.score).join(', ')}) | ${Math.round(median('fcp'))} | ${Math.round(median('lcp'))} | ${median('cls').toFixed(3)} | ${Math.round(median('tbt'))} |`,
    );
  }
  installability = await installabilityErrors(`${web.server.url}/`);
} finally {
  await web.stop();
}
const loadAfter = load();
if (process.argv.includes('--save-baseline'))
  await writeFile(BASELINE, `${JSON.stringify(rows, null, 2)}\n`);
const before = existsSync(BASELINE)
  ? (JSON.parse(await readFile(BASELINE, 'utf8')) as string[])
  : [];
const previous = existsSync(PREVIOUS)
  ? (JSON.parse(await readFile(PREVIOUS, 'utf8')) as { label: string; rows: string[] })
  : null;
const table = (lines: string[]) =>
  `| page | score | FCP ms | LCP ms | CLS | TBT ms |\n|---|---|---|---|---|---|\n${lines.join('\n')}`;
const report = `## Web: Lighthouse mobile (decision 023) and installability (decision 028)

Latest run: ${new Date().toISOString()}, Lighthouse 12.8 (devDependency), default mobile emulation and simulated
throttling, performance category only, Debian Chromium headless with the e2e flags; median of ${RUNS} runs (all
scores in brackets). Machine load average (1 / 5 / 15 min) at the start ${loadBefore}, at the end ${loadAfter} (2 cores,
shared with other work: TBT, and so the score, swing with it).

Installable (Chromium's \`Page.getInstallabilityErrors\` over CDP on \`/\`, own profile, service worker in
control): **${installability.length === 0 ? 'yes, no errors' : `no: ${installability.join(', ')}`}**.

Now:

${table(rows)}
${previous ? `\nPrevious (${previous.label}, bench/web/lighthouse-previous.json):\n\n${table(previous.rows)}\n` : ''}
Before (main at 49aa39e, bench/web/lighthouse-baseline.json):

${before.length ? table(before) : '–'}
`;
await writeResultsSection('web-lighthouse', report);
process.stdout.write(report);
