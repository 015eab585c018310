import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const ALIASES: Record<string, string> = { '#web/': 'src/web/', '#shared/': 'src/shared/' };

/** Every module a file pulls in through static imports (dynamic import() is a separate chunk). */
function staticGraph(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (!file.startsWith('src/')) return; // a package: its name is enough
    const source = readFileSync(path.join(ROOT, file), 'utf8');
    for (const match of source.matchAll(/^(?:import|export)\s[^;]*?from\s+'([^']+)'/gms)) {
      if (/^import\s+type\s/.test(match[0])) continue;
      visit(resolve(file, match[1]!));
    }
  };
  visit(entry);
  return seen;
}

function resolve(from: string, specifier: string): string {
  // `?url` and `?worker&url` imports (the limiter's worklet) give a file's address: no code enters the chunk.
  if (specifier.includes('?')) return `asset:${specifier}`;
  for (const [alias, target] of Object.entries(ALIASES)) {
    if (specifier.startsWith(alias)) return target + specifier.slice(alias.length);
  }
  if (specifier.startsWith('.')) {
    const file = path.posix.join(path.posix.dirname(from), specifier);
    if (!existsSync(path.join(ROOT, file))) throw new Error(`${from}: cannot resolve ${specifier}`);
    return file;
  }
  return specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
}

describe('route and role splitting (decision 010)', () => {
  it.each(['src/web/app/routes/shared-board.tsx', 'src/web/app/routes/home.tsx'])(
    '%s loads neither the rearrange code (the grid sorter) nor the button editor up front',
    (route) => {
      const graph = [...staticGraph(route)];
      expect(
        graph.filter((m) => /button-editor-dialog|rearrange\/(grid-sorter|sort-math)\.ts$/.test(m)),
      ).toEqual([]);
    },
  );

  it("the app's start loads the header's menus (Radix menu and dialog) only after the first render", () => {
    const graph = [...staticGraph('src/web/app/start.tsx')];
    expect(graph.filter((m) => /components\/ui\/(dropdown-menu|sheet)\.tsx$/.test(m))).toEqual([]);
  });
});
