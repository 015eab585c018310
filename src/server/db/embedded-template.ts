import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdir, rename, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const INITIALISE = `const { PGlite } = await import(process.argv[1]);
await (await PGlite.create(process.argv[2])).close();`;

const PGLITE_ENTRY = import.meta.resolve('@electric-sql/pglite');

/** PGlite's package folder (…/node_modules/@electric-sql/pglite) and its version. */
function pglitePackage(): { dir: string; version: string } {
  let dir = path.dirname(fileURLToPath(PGLITE_ENTRY));
  while (!existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  const { version } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    version: string;
  };
  return { dir, version };
}

/**
 * Where the prepared folders are kept: node_modules/.cache, one folder per PGlite version (a data folder is
 * tied to the PostgreSQL build that made it).
 */
export function defaultTemplateRoot(): string {
  const { dir } = pglitePackage();
  return path.join(dir, '..', '..', '.cache', 'soundboard-embedded-template');
}

/**
 * Runs initdb for a new folder in a child process (decision 022). initdb grows PGlite's WebAssembly memory
 * to ~700 MB and the C library keeps what a thread freed for reuse, so done in this process it would stay in
 * the server's memory for good (~60 MB more after a first start); a process gives all of it back on exit.
 */
export async function initialiseInPlace(dataDir: string): Promise<void> {
  await mkdir(path.dirname(dataDir), { recursive: true });
  await promisify(execFile)(
    process.execPath,
    ['--input-type=module', '--eval', INITIALISE, PGLITE_ENTRY, dataDir],
    { maxBuffer: 1024 * 1024 },
  );
}

const preparing = new Map<string, Promise<string>>();

/**
 * The prepared (initdb'd, empty) folder for this PGlite version under `root`, made once per machine: made
 * aside and renamed into place, so that processes preparing it at the same time never see half of one.
 */
export function ensureTemplate(root = defaultTemplateRoot()): Promise<string> {
  const template = path.join(root, pglitePackage().version);
  let promise = preparing.get(template);
  if (!promise) {
    promise = (async () => {
      if (existsSync(path.join(template, 'PG_VERSION'))) return template;
      const aside = `${template}.${randomUUID()}`;
      try {
        await initialiseInPlace(aside);
        await rename(aside, template).catch((error: NodeJS.ErrnoException) => {
          // Another process put its copy there first: theirs is as good.
          if (!existsSync(path.join(template, 'PG_VERSION'))) throw error;
        });
      } finally {
        await rm(aside, { recursive: true, force: true });
      }
      return template;
    })();
    preparing.set(template, promise);
    promise.catch(() => preparing.delete(template));
  }
  return promise;
}

/**
 * Makes a new embedded data folder (decision 067): a copy of the prepared template (initdb takes ~10 s of
 * CPU; a copy of its 40 MB a fraction of one), copied aside and renamed, so that a folder with PG_VERSION is
 * always whole. Where no template can be kept (e.g. a read-only node_modules), initdb runs in the folder.
 */
export async function createEmbeddedFolder(
  dataDir: string,
  templateRoot = defaultTemplateRoot(),
): Promise<'template' | 'initdb'> {
  let template: string;
  try {
    template = await ensureTemplate(templateRoot);
  } catch {
    await initialiseInPlace(dataDir);
    return 'initdb';
  }
  const aside = `${dataDir}.${randomUUID()}`;
  await mkdir(path.dirname(dataDir), { recursive: true });
  try {
    await cp(template, aside, { recursive: true });
    // An empty folder made beforehand (e.g. a mounted volume's) is replaced; one with files is left alone.
    await rmdir(dataDir).catch(() => undefined);
    await rename(aside, dataDir);
  } finally {
    await rm(aside, { recursive: true, force: true });
  }
  return 'template';
}
