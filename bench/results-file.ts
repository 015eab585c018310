import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

const RESULTS = path.join(import.meta.dirname, 'RESULTS.md');
const HEADER =
  '# Benchmark results\n\nEach section is rewritten by the benchmark that measures it (`npm run bench`).\n';

/** Replaces one benchmark's section of bench/RESULTS.md (between its markers), keeping the others. */
export async function writeResultsSection(id: string, markdown: string): Promise<void> {
  const start = `<!-- ${id}:start -->`;
  const end = `<!-- ${id}:end -->`;
  const block = `${start}\n${markdown.trim()}\n${end}`;
  let text = existsSync(RESULTS) ? await readFile(RESULTS, 'utf8') : HEADER;
  if (!text.includes('<!-- ')) text = HEADER; // the old single-report format
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  text =
    from >= 0 && to > from
      ? `${text.slice(0, from)}${block}${text.slice(to + end.length)}`
      : `${text.trimEnd()}\n\n${block}\n`;
  await writeFile(RESULTS, text);
}
