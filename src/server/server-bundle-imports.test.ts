import { builtinModules } from 'node:module';
import path from 'node:path';
import { build, type Metafile } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { BUNDLE_EXTERNAL, serverBuildOptions } from '../../scripts/build-server.mjs';

/**
 * Decision 067: the compiled server carries its dependencies, so a start does not resolve and link thousands
 * of package files; the few packages it still imports at run time are named in BUNDLE_EXTERNAL. Code loaded
 * only when used (the S3 SDK, decision 030) stays out of what a start loads.
 */
let metafile: Metafile;
const OUTDIR = path.join(import.meta.dirname, 'unused-outdir');

beforeAll(async () => {
  const result = await build({
    ...serverBuildOptions(OUTDIR),
    write: false,
    metafile: true,
    sourcemap: false,
    logLevel: 'silent',
  });
  metafile = result.metafile!;
}, 120_000);

const isBuiltin = (specifier: string) =>
  specifier.startsWith('node:') || builtinModules.includes(specifier.split('/')[0]!);

/**
 * The outputs a start of `entry` loads: the entry and what it imports statically, and for main.js the server
 * it imports once the embedded database is opening (src/server/main.ts).
 */
function loadedAtStart(entry: string) {
  const seen = new Set<string>();
  const external = new Set<string>();
  const visit = (output: string) => {
    if (seen.has(output)) return;
    seen.add(output);
    for (const imported of metafile.outputs[output]!.imports) {
      if (imported.kind !== 'import-statement') continue;
      if (imported.external) external.add(imported.path);
      else visit(imported.path);
    }
  };
  const outputs = Object.keys(metafile.outputs);
  visit(outputs.find((output) => output.endsWith(`/${entry}.js`))!);
  if (entry === 'main') {
    visit(outputs.find((output) => 'src/server/server.ts' in metafile.outputs[output]!.inputs)!);
  }
  const inputs = [...seen].flatMap((output) => Object.keys(metafile.outputs[output]!.inputs));
  return { external: [...external], inputs };
}

describe('the server bundle', () => {
  it.each(['main', 'migrate', 'pglite-worker', 'board-unpack-worker'])(
    '%s.js imports no package from node_modules but the named few',
    (entry) => {
      const { external } = loadedAtStart(entry);
      const packages = external.filter((specifier) => !isBuiltin(specifier));
      expect(packages.filter((name) => !BUNDLE_EXTERNAL.includes(name))).toEqual([]);
    },
  );

  it('carries the dependencies inside it (the HTTP framework is read from the bundle)', () => {
    const hono = (input: string) => /(^|\/)node_modules\/hono\//.test(input);
    expect(loadedAtStart('main').inputs.some(hono)).toBe(true);
  });

  it('leaves the S3 SDK out of what a start loads (a chunk of its own, imported when used)', () => {
    const s3 = (input: string) => /(^|\/)node_modules\/@aws-sdk\/client-s3\//.test(input);
    expect(loadedAtStart('main').inputs.some(s3)).toBe(false);
    expect(Object.values(metafile.outputs).some((o) => Object.keys(o.inputs).some(s3))).toBe(true);
  });
});
