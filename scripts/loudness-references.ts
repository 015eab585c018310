/**
 * Measures the loudness test's signals (src/web/lib/audio/test-signals.ts) with ffmpeg's EBU R128 meter and
 * writes the figures to src/web/lib/audio/loudness-references.ts (issue 27, decision 052). ffmpeg is not
 * part of the project or CI: run this where it is installed, after changing a signal, and commit the file.
 *
 *   node --import tsx scripts/loudness-references.ts
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { encodeWav, referenceSignals } from '../src/web/lib/audio/test-signals.ts';

const root = path.resolve(import.meta.dirname, '..');
const folder = mkdtempSync(path.join(tmpdir(), 'loudness-references-'));
const version = execFileSync('ffmpeg', ['-version'], { encoding: 'utf8' }).split('\n')[0]!;

const rows: string[] = [];
for (const signal of referenceSignals()) {
  writeFileSync(path.join(folder, `${signal.name}.wav`), encodeWav(signal));
}

const round = (value: number, digits: number) => Number(value.toFixed(digits));

/** The meter's last figures for the whole file (three decimals, where its summary prints one). */
function measure(file: string) {
  const result = execFileSync(
    'sh',
    [
      '-c',
      // dualmono: a mono file is measured as it plays on two speakers (decision 052).
      `ffmpeg -hide_banner -nostats -i "${file}" -af ebur128=metadata=1:peak=true:dualmono=true,ametadata=print -f null - 2>&1`,
    ],
    { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
  );
  const last = (key: string) => {
    const matches = [...result.matchAll(new RegExp(`lavfi\\.r128\\.${key}=(-?[\\d.]+|-inf)`, 'g'))];
    return Number(matches.at(-1)![1]);
  };
  return { integrated: last('I'), truePeak: last('true_peak') };
}

for (const signal of referenceSignals()) {
  const { integrated, truePeak } = measure(path.join(folder, `${signal.name}.wav`));
  rows.push(
    `  '${signal.name}': { lufs: ${round(integrated, 3)}, truePeakDbtp: ${round(20 * Math.log10(truePeak), 2)} },`,
  );
}
rmSync(folder, { recursive: true, force: true });

const target = path.join(root, 'src/web/lib/audio/loudness-references.ts');
writeFileSync(
  target,
  `// Written by scripts/loudness-references.ts: do not edit by hand.
/**
 * ffmpeg's EBU R128 meter (ebur128 with dualmono and peak=true) on the 16-bit WAVs of test-signals.ts, measured
 * with ${version.replace(/ Copyright.*/, '')}: integrated loudness (LUFS) and true peak (dBTP, ffmpeg's
 * own 4× oversampling). The loudness test holds our meter to these within 0.1 LU (decision 052).
 */
export const LOUDNESS_REFERENCES: Record<string, { lufs: number; truePeakDbtp: number }> = {
${rows.join('\n')}
};
`,
);
process.stdout.write(`${rows.join('\n')}\nwrote ${path.relative(root, target)}\n`);
