import { BOARD_ARCHIVE } from '#shared/board-transfer.ts';
import {
  AUDIO_UPLOAD_MAX_BYTES,
  AVATAR_UPLOAD_MAX_BYTES,
  IMAGE_UPLOAD_MAX_BYTES,
  JSON_BODY_MAX_BYTES,
  JSON_MAX_DEPTH,
  MAX_CONCURRENT_UPLOADS_PER_USER,
} from '#shared/limits.ts';
import { bodyMaxBytes, ROUTE_LIMITS } from './route-limits.ts';
import { TUNABLE_LIMITS } from './tunable-limits.ts';

const kb = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB` : `${bytes / 1024} KB`;
const cell = (text: string) => text.replaceAll('|', '\\|');

/** docs/limits.md, written from the tables (scripts/write-limits-doc.ts; route-limits.test.ts checks it). */
export function limitsDocument(): string {
  const lines = [
    '# Limits',
    '',
    '<!-- Written by `npm run docs:limits` from src/server/limits/*.ts; do not edit by hand. -->',
    '',
    'What one instance accepts, so that no visitor, user, flood or lying file can take the server down or fill',
    'its disk. Beyond a limit the answer is a 4xx or 5xx with a clear message, never a crash.',
    '',
    '## Tunable through the environment',
    '',
    'Each variable is read at start-up by `src/server/config.ts`; a bad value stops start-up naming it.',
    '',
    '| variable | default | what it bounds |',
    '| --- | --- | --- |',
    ...Object.entries(TUNABLE_LIMITS).map(
      ([name, limit]) => `| \`${name}\` | ${limit.default} | ${cell(limit.meaning)} |`,
    ),
    '',
    'Also tunable, with the rest of the configuration in the README: `AUTH_RATE_LIMIT_MAX` (sign-in and',
    'sign-up attempts per address and minute, 10) and `GIF_RATE_LIMIT_MAX` (GIF searches per user and',
    'minute, 60).',
    '',
    '## Fixed by the product',
    '',
    `- JSON bodies: ${kb(JSON_BODY_MAX_BYTES)}, nested at most ${JSON_MAX_DEPTH} deep (413 / 400).`,
    `- Uploads: audio ${kb(AUDIO_UPLOAD_MAX_BYTES)}, images ${kb(IMAGE_UPLOAD_MAX_BYTES)}, avatars ${kb(AVATAR_UPLOAD_MAX_BYTES)}; ${MAX_CONCURRENT_UPLOADS_PER_USER} uploads or URL ingests per user at once.`,
    `- Board archives: ${kb(BOARD_ARCHIVE.maxBytes)} to import, ${kb(BOARD_ARCHIVE.maxUnpackedBytes)} unpacked, ${BOARD_ARCHIVE.maxSounds} sounds, ${BOARD_ARCHIVE.maxButtons} buttons.`,
    '',
    '## Every route',
    '',
    'Who may call it, the largest body it reads, its rate and concurrency limits, and for routes that',
    'decompress, parse or stream, their memory and CPU budget.',
    '',
    '| route | caller | body | rate | at once | budget |',
    '| --- | --- | --- | --- | --- | --- |',
    ...Object.entries(ROUTE_LIMITS).map(([route, limits]) => {
      const max = bodyMaxBytes(limits);
      const body = max === null ? '—' : `${kb(max)} (${limits.body.kind})`;
      const rate = 'limit' in limits.rate ? limits.rate.limit : `none: ${limits.rate.none}`;
      const atOnce =
        'limit' in limits.concurrency
          ? limits.concurrency.limit
          : `none: ${limits.concurrency.none}`;
      return `| \`${route}\` | ${limits.caller} | ${body} | ${cell(rate)} | ${cell(atOnce)} | ${cell(limits.budget ?? '—')} |`;
    }),
    '',
  ];
  return lines.join('\n');
}
