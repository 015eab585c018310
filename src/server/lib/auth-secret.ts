import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const AUTH_SECRET_FILE = 'auth-secret';

/**
 * AUTH_SECRET when set; otherwise the secret kept in DATA_DIR/auth-secret (mode 600), generated on the first
 * start so that sessions survive restarts of the embedded default without any configuration.
 */
export async function resolveAuthSecret(
  configured: string | undefined,
  dataDir: string,
): Promise<{ secret: string; source: 'env' | 'file' | 'generated' }> {
  if (configured) return { secret: configured, source: 'env' };
  const file = path.join(dataDir, AUTH_SECRET_FILE);
  const existing = await readFile(file, 'utf8').then(
    (text) => text.trim(),
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return '';
      throw error;
    },
  );
  if (existing.length >= 32) return { secret: existing, source: 'file' };

  const secret = randomBytes(32).toString('base64url');
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  await chmod(file, 0o600);
  return { secret, source: 'generated' };
}
