/**
 * `npm start`: builds the web app and the server when a build is missing or older than its sources, then
 * starts the compiled server (which applies migrations and serves http://localhost:3000). Plain JavaScript:
 * no TypeScript loader at start-up (decision 017).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ensureServerBuilt, newestChange, SERVER_ENTRY } from './build-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'dist/web/index.html');
const webSources = ['src/web', 'src/shared', 'vite.config.ts', 'package-lock.json'];

const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
if (webSources.some((source) => newestChange(source) > builtAt)) {
  process.stdout.write('Building the web app…\n');
  execFileSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
}
if (await ensureServerBuilt()) process.stdout.write('Built the server (dist/server).\n');

await import(pathToFileURL(SERVER_ENTRY).href);
