/**
 * Counts the imports from one feature into another, on the web (src/web/features) and on the server
 * (src/server/features), and lists each one. A feature imports no other feature (decision 044): a piece two
 * features need lives a layer down, and pages are composed in web/app. Exits 1 when either count is not 0, so
 * `npm test` fails on a new one (the lint zones say the same file by file).
 *   node --import tsx scripts/cross-feature-imports.ts
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const SIDES = { web: 'src/web', server: 'src/server' } as const;
const IMPORT = /(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+|\bvi\.mock\(\s*)['"]([^'"]+)['"]/g;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

/** The feature a module path lies in, or null outside src/<side>/features. */
function featureOf(file: string, featuresDir: string): string | null {
  const relative = path.relative(featuresDir, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  return relative.split(path.sep)[0] ?? null;
}

function crossFeatureImports(side: keyof typeof SIDES): string[] {
  const sideDir = path.join(ROOT, SIDES[side]);
  const featuresDir = path.join(sideDir, 'features');
  const found: string[] = [];
  for (const file of filesUnder(featuresDir)) {
    const own = featureOf(file, featuresDir);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      if (!specifier) continue;
      let target: string;
      if (specifier.startsWith('.')) target = path.resolve(path.dirname(file), specifier);
      else if (specifier.startsWith(`#${side}/`)) {
        target = path.join(sideDir, specifier.slice(side.length + 2));
      } else continue;
      const other = featureOf(target, featuresDir);
      if (other && other !== own) {
        found.push(`${path.relative(featuresDir, file)} imports ${other}: ${specifier}`);
      }
    }
  }
  return found;
}

let total = 0;
for (const side of Object.keys(SIDES) as (keyof typeof SIDES)[]) {
  const found = crossFeatureImports(side);
  total += found.length;
  console.log(`${side}: ${found.length} cross-feature imports`);
  for (const line of found) console.log(`  ${line}`);
}
process.exit(total === 0 ? 0 : 1);
