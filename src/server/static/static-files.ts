import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/** Vite puts content-hashed files under /assets: they never change, so caches may keep them for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** Precompressed copies written at build time (src/server/static/precompress.ts), best first. */
export const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;
type Encoding = (typeof ENCODINGS)[number]['name'];

interface Variant {
  file: string;
  size: number;
}

export interface StaticFile {
  contentType: string;
  cacheControl: string;
  /** For files revalidated by caches (not the immutable ones): size and modification time. */
  etag: string;
  identity: Variant;
  encoded: Partial<Record<Encoding, Variant>>;
}

export interface ChosenVariant extends Variant {
  encoding: Encoding | null;
}

/** Accept-Encoding's codings with a non-zero q value (lower-cased). */
export function acceptedCodings(header: string | undefined | null): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && (!q || Number(q.slice(2)) > 0)) accepted.add(name);
  }
  return accepted;
}

/** The best precompressed copy the client accepts, else the file itself. */
export function chooseVariant(file: StaticFile, acceptEncoding: string | undefined | null) {
  const accepted = acceptedCodings(acceptEncoding);
  for (const { name } of ENCODINGS) {
    const variant = file.encoded[name];
    if (variant && (accepted.has(name) || accepted.has('*'))) return { ...variant, encoding: name };
  }
  return { ...file.identity, encoding: null } satisfies ChosenVariant;
}

/** The response headers of one static file in the chosen variant. */
export function staticHeaders(file: StaticFile, variant: ChosenVariant): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Type': file.contentType,
    'Content-Length': String(variant.size),
    'Cache-Control': file.cacheControl,
    'X-Content-Type-Options': 'nosniff',
  };
  if (Object.keys(file.encoded).length > 0) headers.Vary = 'Accept-Encoding';
  if (variant.encoding) headers['Content-Encoding'] = variant.encoding;
  if (file.cacheControl !== IMMUTABLE) headers.ETag = file.etag;
  return headers;
}

/**
 * Every file of the built web app, read once: URL path → file with its precompressed copies. Looking a
 * request up is a map read; a path that is not in the build is never resolved on disk (no traversal).
 * A missing build folder gives an empty table.
 */
export function readStaticFiles(distDir: string): Map<string, StaticFile> {
  const root = path.resolve(distDir);
  const files = new Map<string, StaticFile>();
  const walk = (dir: string) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile() && !ENCODINGS.some((e) => entry.name.endsWith(e.suffix))) {
        files.set(`/${path.relative(root, full).split(path.sep).join('/')}`, describe(full, root));
      }
    }
  };
  walk(root);
  return files;
}

function describe(full: string, root: string): StaticFile {
  const info = statSync(full);
  const encoded: StaticFile['encoded'] = {};
  for (const { name, suffix } of ENCODINGS) {
    const size = statSize(full + suffix);
    if (size !== undefined) encoded[name] = { file: full + suffix, size };
  }
  const immutable = path.relative(root, full).startsWith(`assets${path.sep}`);
  return {
    contentType: CONTENT_TYPES[path.extname(full)] ?? 'application/octet-stream',
    cacheControl: immutable ? IMMUTABLE : REVALIDATE,
    etag: `"${info.size.toString(36)}-${Math.round(info.mtimeMs).toString(36)}"`,
    identity: { file: full, size: info.size },
    encoded,
  };
}

function statSize(file: string): number | undefined {
  try {
    return statSync(file).size;
  } catch {
    return undefined;
  }
}
