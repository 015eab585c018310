import { sql } from 'drizzle-orm';
import { makeWav } from '../../e2e/fixtures/audio.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { embeddedDataDir } from '../../src/server/db/embedded-early.ts';

/** One sound uploaded for real through the API: the file the rest of a bench library copies. */
export async function uploadOneSound(url: string, cookie: string) {
  const form = new FormData();
  form.append('name', 'Bench tone');
  form.append('file', new Blob([new Uint8Array(makeWav())], { type: 'audio/wav' }), 'tone.wav');
  const response = await fetch(`${url}/api/sounds`, {
    method: 'POST',
    headers: { origin: url, cookie },
    body: form,
  });
  if (!response.ok) throw new Error(`sound upload answered ${response.status}`);
}

/**
 * Grows each uploader's library to its size in SQL, copying its one uploaded file: names "Bell 1", "Drum 2"…
 * and one tag of 12 each, a second apart. `sizes` follow the order the sounds were uploaded in. The server
 * must be stopped on the embedded database (it holds the folder).
 */
export async function fillSoundLibraries(env: Record<string, string>, sizes: number[]) {
  const handle = await openDatabase(
    env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', dataDir: embeddedDataDir(env.DATA_DIR!) },
  );
  try {
    const result: unknown = await handle.db.execute(
      sql`select user_id, file_path from sounds order by created_at`,
    );
    const owners = result as { rows: { user_id: string; file_path: string }[] };
    for (const [i, owner] of owners.rows.entries()) {
      await handle.db.execute(sql`
        insert into sounds (user_id, name, file_path, tags, created_at)
        select ${owner.user_id}, (array['Bell', 'Drum', 'Horn', 'Crowd', 'Laugh'])[1 + n % 5] || ' ' || n,
          ${owner.file_path}, array['tag ' || (n % 12)], now() - n * interval '1 second'
        from generate_series(1, ${sizes[i]! - 1}) as n`);
    }
    await handle.db.execute(sql`analyze sounds`);
  } finally {
    await handle.close();
  }
}
