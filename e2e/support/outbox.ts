import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';

/** The test server has no SMTP_URL: its mails are .eml files in DATA_DIR/outbox (see serve-for-tests.ts). */
const OUTBOX = path.resolve(import.meta.dirname, '../.output/data/outbox');

const decodeQuotedPrintable = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

async function mailsTo(email: string): Promise<string[]> {
  const names = (await readdir(OUTBOX).catch(() => [] as string[])).sort();
  const mails = await Promise.all(
    names.map(async (name) =>
      decodeQuotedPrintable(await readFile(path.join(OUTBOX, name), 'utf8')),
    ),
  );
  return mails.filter((mail) => new RegExp(`^To: ${email}$`, 'mi').test(mail));
}

/**
 * The newest link to `linkPath` in a mail to `email` (waiting for the mail to arrive), as a path: the mail
 * names the server's public origin (localhost), the tests talk to it by 127.0.0.1.
 */
export async function linkInOutbox(email: string, linkPath: string): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      const found = (await mailsTo(email))
        .map((mail) => mail.match(new RegExp(`https?://[^\\s"<>]*${linkPath}[^\\s"<>]*`))?.[0])
        .filter(Boolean);
      link = found.at(-1) ?? '';
      return link;
    })
    .not.toBe('');
  const url = new URL(link);
  return url.pathname + url.search;
}
