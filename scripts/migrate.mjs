/**
 * `npm run migrate`: builds the server when its build is missing or stale (like `npm start`), then applies the
 * pending database migrations and exits (src/server/migrate-command.ts). Configured by the same environment as
 * the server: DATABASE_URL, or DATA_DIR for the embedded database.
 */
import { pathToFileURL } from 'node:url';
import { ensureServerBuilt, MIGRATE_ENTRY } from './build-server.mjs';

if (await ensureServerBuilt()) process.stdout.write('Built the server (dist/server).\n');
await import(pathToFileURL(MIGRATE_ENTRY).href);
