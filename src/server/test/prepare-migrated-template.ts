/**
 * Run by global-setup.ts in a process of its own (vitest's runner for global setups has no
 * import.meta.resolve, which the database modules use): makes the migrated template.
 *   node --import tsx prepare-migrated-template.ts pglite <data folder>
 *   node --import tsx prepare-migrated-template.ts postgres <server URL> <database name>
 */
import { openDatabase } from '#server/db/client.ts';
import { createEmbeddedFolder } from '#server/db/embedded-template.ts';
import { applyMigrations } from '#server/db/migrate.ts';
import { adminQuery, databaseUrl, quoteName } from './postgres-admin.ts';

const [kind, target, name] = process.argv.slice(2);

if (kind === 'pglite' && target) {
  await createEmbeddedFolder(target);
  const handle = await openDatabase({ kind: 'pglite', dataDir: target });
  try {
    await applyMigrations(handle);
  } finally {
    await handle.close();
  }
} else if (kind === 'postgres' && target && name) {
  await adminQuery(target, `CREATE DATABASE ${quoteName(name)}`);
  const handle = await openDatabase({ kind: 'postgres', url: databaseUrl(target, name) });
  try {
    await applyMigrations(handle);
  } finally {
    await handle.close();
  }
  // A copy fails while anyone is connected to its template: nothing may connect to this one from now on.
  await adminQuery(target, `ALTER DATABASE ${quoteName(name)} ALLOW_CONNECTIONS false`);
} else {
  throw new Error(`usage: prepare-migrated-template.ts pglite <folder> | postgres <url> <name>`);
}
