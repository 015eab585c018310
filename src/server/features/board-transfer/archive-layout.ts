import { BOARD_TRANSFER_MESSAGES as M } from '#shared/board-transfer.ts';
import type { ZipEntry } from './zip-directory.ts';

/**
 * What the systems add when they zip a folder, which carries nothing a board uses: macOS's `__MACOSX/` tree
 * (resource forks), `._` AppleDouble files and `.DS_Store`, Windows's `Thumbs.db` and `desktop.ini`.
 */
const SYSTEM_FILE = /^__MACOSX\/|(^|\/)(\._[^/]*|\.DS_Store|Thumbs\.db|desktop\.ini)$/i;
/** The archive's own folders: a root layout that lacks its document, not a folder around the board. */
const ARCHIVE_FOLDERS = new Set(['audio', 'images']);
/** A folder's name as the messages show it (it is the user's, of any length). */
const shown = (name: string) => (name.length > 60 ? `${name.slice(0, 59)}…` : name);

/**
 * The entries of an archive as the board's own (issue 27, decision 038's addendum): folder entries and the
 * systems' files left out, and one top folder around everything taken off (macOS "Compress", Windows "Send
 * to compressed folder" zip the board's folder, not its files). Any other layout is refused with a message
 * that names it: several things at the top, or the document more than one folder down. The names that come
 * out are then checked as any archive's (`directoryProblem`): nothing here makes a name acceptable.
 */
export function boardEntries(
  all: readonly ZipEntry[],
  documentName: string,
): { entries: ZipEntry[]; problem: null } | { entries: null; problem: string } {
  const entries = all.filter((entry) => !entry.name.endsWith('/') && !SYSTEM_FILE.test(entry.name));
  if (entries.some((entry) => entry.name === documentName)) {
    return { entries, problem: null };
  }
  const tops = [...new Set(entries.map((entry) => entry.name.split('/')[0]!))];
  const [top] = tops;
  // Loose files, or the archive's own folders without the document: its checks name what is wrong.
  if (tops.length === 0 || (tops.length === 1 && ARCHIVE_FOLDERS.has(top!))) {
    return { entries, problem: null };
  }
  const folders = tops.filter((name) => entries.some((entry) => entry.name.startsWith(`${name}/`)));
  if (folders.length === 0) return { entries, problem: null };
  if (tops.length > 1) return { entries: null, problem: M.manyTopFolders(tops.map(shown)) };
  const prefix = `${top}/`;
  const inside = entries.map((entry) => ({ ...entry, name: entry.name.slice(prefix.length) }));
  const document = `/${documentName}`;
  const deeper = inside.find((entry) => entry.name.endsWith(document));
  if (!inside.some((entry) => entry.name === documentName) && deeper) {
    const folder = prefix + deeper.name.slice(0, -document.length);
    return { entries: null, problem: M.nestedFolders(shown(folder)) };
  }
  return { entries: inside, problem: null };
}
