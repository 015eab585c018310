import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { storedFiles } from '#server/db/schema.ts';

/** Bytes of every stored file, reserved ones included: what the data disk or the bucket holds for us. */
export async function storageUsedBytes(db: Database): Promise<number> {
  const [row] = await db
    .select({ bytes: sql<string>`coalesce(sum(${storedFiles.sizeBytes}), 0)::text` })
    .from(storedFiles);
  return Number(row?.bytes ?? 0);
}
