/**
 * `npm start`: builds the web app and the server when a build is missing or older than its sources, then
 * starts the compiled server (which applies migrations and serves http://localhost:3000). Plain JavaScript:
 * no TypeScript loader at start-up (decision 017).
 */
import { pathToFileURL } from 'node:url';
import { ensureServerBuilt, SERVER_ENTRY } from './build-server.mjs';
import { ensureWebBuilt } from './build-web.mjs';

ensureWebBuilt();
if (await ensureServerBuilt()) process.stdout.write('Built the server (dist/server).\n');

await import(pathToFileURL(SERVER_ENTRY).href);
