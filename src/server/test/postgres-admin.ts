import pg from 'pg';

/** TEST_DATABASE_URL with another database's name. */
export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export const quoteName = (name: string) => pg.escapeIdentifier(name);

/** One statement on its own connection to TEST_DATABASE_URL (CREATE/DROP DATABASE cannot run in a pool's). */
export async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
